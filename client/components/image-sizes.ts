/**
 * The `sizes` of each kind of picture: the width its slot has at each viewport width, from the
 * layout in client/styles/main.css (a 30 px gutter each side, content at most 1220 px, narrow
 * content 980 px, grids of `auto-fill` columns). A phone takes the srcset candidate for that
 * width times its pixel density, so a slot given as `100vw` where the layout leaves it 352 px
 * of a 412 px screen fetched the next larger copy; half of one where a column is a screen wide
 * fetched a blurred one. tests/e2e/image-sizes.test.ts lays the pages out at 360–1440 px and
 * holds each slot to the width the picture is shown at.
 */
export const IMAGE_SIZES = {
  /** The full-bleed hero. */
  hero: '100vw',
  /** A page header's picture: the container's width. */
  pageHeader: '(min-width: 1280px) 1220px, calc(100vw - 60px)',
  /** A page header's picture in a narrow container (articles, details, forms). */
  pageHeaderNarrow: '(min-width: 1040px) 980px, calc(100vw - 60px)',
  /** `.card-grid`: columns of at least 280 px with 30 px gaps; one up to 650 px, four from 1270 px. */
  card: '(min-width: 1270px) 283px, (min-width: 960px) calc(33.4vw - 40px), (min-width: 650px) calc(50vw - 45px), calc(100vw - 60px)',
  /** The home page's highlight: beside its text from 900 px. */
  highlight: '(min-width: 1280px) 594px, (min-width: 900px) calc(50vw - 46px), calc(100vw - 60px)',
  /** A picture in running text (`.prose`, at most 70ch). */
  prose: '(min-width: 767px) 707px, calc(100vw - 60px)',
  /** `.gallery`: columns of at least 220 px with 16 px gaps, four or five on a desktop. */
  gallery:
    '(min-width: 1040px) 250px, (min-width: 988px) calc(25vw - 27px), (min-width: 752px) calc(33.4vw - 31px), (min-width: 516px) calc(50vw - 38px), calc(100vw - 60px)',
  /** `.catalogue`: columns of at least 240 px with 30 px gaps, each picture in a figure's 40 px margins. */
  catalogue:
    '(min-width: 1280px) 203px, (min-width: 1110px) calc(25vw - 117px), (min-width: 840px) calc(33.4vw - 120px), (min-width: 570px) calc(50vw - 125px), calc(100vw - 140px)',
  /** An accommodation's floor plan, at most 900 px. */
  floorPlan: '(min-width: 960px) 900px, calc(100vw - 60px)',
  /** The job modal's picture: the dialog's narrow width. */
  jobModal: '(min-width: 1040px) 980px, calc(100vw - 60px)',
} as const;
