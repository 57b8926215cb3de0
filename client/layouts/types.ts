import type { Company, FloatingPromo, JobModal } from '../../shared/cms/index.ts';
import type { ConsentProps } from '../../shared/consent.ts';
import type { Locale } from '../../shared/locales.ts';
import type { RouteName } from '../../shared/routes/index.ts';

/** One entry of the language switcher; `href` is null where the page has no such version. */
export type LanguageLink = { locale: Locale; href: string | null };

/** What both layouts need besides the page itself. */
export type LayoutData = {
  locale: Locale;
  routeName: RouteName | null;
  languageLinks: LanguageLink[];
  company: Company | null;
  /** The floating promo box; null when the CMS has none (or it could not be read). */
  promo: FloatingPromo | null;
  /** The job-info modal's content, loaded on the careers pages only (where it is opened). */
  jobModal: JobModal | null;
  /** The tag manager the consent dialog loads after an accept; an empty container id loads none. */
  tagManager: ConsentProps;
};
