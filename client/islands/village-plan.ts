import {
  type LabelCandidate,
  type LabelSide,
  MARKER_RADIUS,
  markerScale,
  PLAN_HEIGHT as HEIGHT,
  PLAN_WIDTH as WIDTH,
  placeLabels,
} from '../components/village-plan-geometry.ts';

/**
 * Pan and zoom of the village plan by moving its SVG `viewBox`, and the filter by kind
 * (VillagePlan.tsx, docs/product.md "Village plan"). Pointer: drag to pan, pinch to zoom;
 * mouse wheel zooms only with Ctrl/⌘ or while the plan has focus, so the page still scrolls;
 * keys on the focused plan: arrows pan, + and − zoom, 0 shows it whole. Nothing is announced:
 * the picture moves, the list beside it says the same. Markers keep a tap target's size on
 * screen, and zoomed in, names are written where they collide with nothing (placeLabels).
 */
const MAX_ZOOM = 6;
const STEP = 1.5;
/** A press that moves less than this many pixels is a click, not a drag. */
const CLICK_SLOP = 5;
/** Names are written from this zoom on. */
const NAMES_FROM = 2;
/** A name's size on screen, and its distance from its marker, in CSS px. */
const LABEL_PX = 14;
const LABEL_GAP_PX = 4;

/** Arrow keys move the view a tenth of its width. */
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** Zoom keys; 0 (no factor) shows the whole plan. */
const ZOOM_KEYS: Record<string, number> = { '+': STEP, '=': STEP, '-': 1 / STEP, '0': 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
type Point = { x: number; y: number };

/** A unit or a point of interest on the plan: its positioned group, its marker and its name. */
type Place = { group: SVGGElement; marker: SVGGElement; label: SVGTextElement | null; kind: string; x: number; y: number };

/** The places in the order their names are laid out: units first (what visitors look for), then the points as drawn. */
function placesOf(svg: SVGSVGElement): Place[] {
  const places = [...svg.querySelectorAll<SVGGElement>('.village-plan__place')].flatMap((group) => {
    const marker = group.querySelector<SVGGElement>('.village-plan__marker');
    const at = group.transform.baseVal.consolidate()?.matrix;
    if (!marker || !at) return [];
    const kind = group.closest<SVGGElement>('[data-kind]')?.dataset.kind ?? '';
    return [{ group, marker, label: group.querySelector<SVGTextElement>('.village-plan__label'), kind, x: at.e, y: at.f }];
  });
  return [...places.filter((place) => place.kind === 'units'), ...places.filter((place) => place.kind !== 'units')];
}

/** Writes a name on `side` of its marker (plan units, in the marker's own frame): `top` is the name's top above its baseline. */
function writeLabel(label: SVGTextElement, side: LabelSide, offset: number, height: number, top: number): void {
  const [x, anchor, baseline] =
    side === 'right'
      ? [offset, 'start', -height / 2 - top]
      : side === 'left'
        ? [-offset, 'end', -height / 2 - top]
        : side === 'above'
          ? [0, 'middle', -offset - height - top]
          : [0, 'middle', offset - top];
  label.setAttribute('x', x.toFixed(2));
  label.setAttribute('y', baseline.toFixed(2));
  label.setAttribute('text-anchor', anchor);
}

export function startVillagePlan(root: HTMLElement): void {
  const svg = root.querySelector('svg');
  if (!svg) return;
  let zoom = 1;
  let cx = WIDTH / 2;
  let cy = HEIGHT / 2;
  const places = placesOf(svg);
  const centres = new Map<Element, Place>(places.map((place) => [place.group, place]));
  const hiddenKinds = new Set<string>();
  /** What the markers and names were last drawn for: zoom, width on screen and filter. */
  let drawnFor = '';

  /** Plan units per screen pixel. */
  const scale = () => WIDTH / zoom / (svg.getBoundingClientRect().width || WIDTH);

  /**
   * Markers at least MARKER_MIN_PX on screen; zoomed in, the names that fit (placeLabels), at
   * one size on screen. Depends on the zoom, the plan's width and the filter, not on panning.
   */
  const drawPlaces = (unitsPerPx: number) => {
    const key = `${zoom}|${unitsPerPx}|${[...hiddenKinds].join()}`;
    if (key === drawnFor) return;
    drawnFor = key;
    const grow = markerScale(unitsPerPx);
    const half = MARKER_RADIUS * grow;
    for (const place of places) place.marker.setAttribute('transform', `scale(${grow.toFixed(3)})`);
    const shown = places.filter((place) => !hiddenKinds.has(place.kind));
    if (zoom < NAMES_FROM) {
      for (const place of places) place.group.classList.remove('village-plan__place--named');
      return;
    }
    // Every name measured first, then all written: one layout for the lot.
    const sizes = shown.map((place) => {
      const box = place.label?.getBBox();
      return box ? { width: box.width, height: box.height, top: box.y - Number(place.label?.getAttribute('y') ?? 0) } : null;
    });
    const gap = LABEL_GAP_PX * unitsPerPx;
    const candidates: LabelCandidate[] = shown.map((place, index) => ({
      x: place.x,
      y: place.y,
      half,
      width: sizes[index]?.width ?? 0,
      height: sizes[index]?.height ?? 0,
    }));
    const sides = placeLabels(candidates, gap);
    for (const place of places) place.group.classList.remove('village-plan__place--named');
    shown.forEach((place, index) => {
      const side = sides[index];
      const size = sizes[index];
      if (!side || !size || !place.label || size.width === 0) return;
      writeLabel(place.label, side, half + gap, size.height, size.top);
      place.group.classList.add('village-plan__place--named');
    });
  };

  const apply = () => {
    const w = WIDTH / zoom;
    const h = HEIGHT / zoom;
    cx = clamp(cx, w / 2, WIDTH - w / 2);
    cy = clamp(cy, h / 2, HEIGHT - h / 2);
    svg.setAttribute('viewBox', `${Math.round(cx - w / 2)} ${Math.round(cy - h / 2)} ${Math.round(w)} ${Math.round(h)}`);
    svg.classList.toggle('village-plan__svg--near', zoom >= NAMES_FROM);
    const unitsPerPx = scale();
    // Names keep one size on screen whatever the zoom, so they do not swamp the plan.
    svg.style.setProperty('--plan-label', `${(LABEL_PX * unitsPerPx).toFixed(1)}px`);
    drawPlaces(unitsPerPx);
    // Zoomed in, a one-finger drag pans the plan; at full view it scrolls the page.
    svg.style.touchAction = zoom > 1 ? 'none' : '';
  };
  /** Zooms by `factor`, keeping the plan point `at` where it is on screen. */
  const zoomBy = (factor: number, at: Point = { x: cx, y: cy }) => {
    const next = clamp(zoom * factor, 1, MAX_ZOOM);
    cx = at.x - ((at.x - cx) * zoom) / next;
    cy = at.y - ((at.y - cy) * zoom) / next;
    zoom = next;
    apply();
  };
  const reset = () => {
    zoom = 1;
    apply();
  };
  const toPlan = (clientX: number, clientY: number): Point => {
    const box = svg.getBoundingClientRect();
    return { x: cx - WIDTH / zoom / 2 + (clientX - box.left) * scale(), y: cy - HEIGHT / zoom / 2 + (clientY - box.top) * scale() };
  };

  /** Shows or hides a kind, on the plan and in the list alike. */
  const filter = (input: HTMLInputElement) => {
    if (input.checked) hiddenKinds.delete(input.value);
    else hiddenKinds.add(input.value);
    for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[data-kind="${input.value}"]`)) {
      element.style.display = input.checked ? '' : 'none';
    }
  };
  // A box the browser restored unticked (back to this page) hides its kind from the start.
  for (const input of root.querySelectorAll<HTMLInputElement>('[data-plan-filter]')) filter(input);

  for (const tools of root.querySelectorAll<HTMLElement>('[data-plan-tools]')) tools.hidden = false;
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('aria-describedby', 'village-plan-keys');
  apply();
  // The plan's width changes with the window (a phone turned), and names with the web font's arrival.
  window.addEventListener('resize', () => apply());
  void document.fonts?.ready.then(() => {
    drawnFor = '';
    apply();
  });

  root.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-plan-zoom]')?.dataset.planZoom;
    if (action === 'in') zoomBy(STEP);
    else if (action === 'out') zoomBy(1 / STEP);
    else if (action === 'reset') reset();
  });
  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches('[data-plan-filter]')) return;
    filter(input);
    apply();
  });

  svg.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const pan = PAN_KEYS[event.key];
    const zoomFactor = ZOOM_KEYS[event.key];
    if (!pan && zoomFactor === undefined) return;
    event.preventDefault();
    if (pan) {
      cx += (pan[0] * WIDTH) / zoom / 10;
      cy += (pan[1] * WIDTH) / zoom / 10;
      apply();
    } else if (zoomFactor) zoomBy(zoomFactor);
    else reset();
  });

  // Tabbing to a place outside the view brings it into view (a unit's link holds its placed group);
  // a place focused by a press does not move, or a drag begun on it would jump.
  svg.addEventListener('focusin', (event) => {
    const target = event.target as Element;
    const group = target instanceof SVGAElement ? target.querySelector('.village-plan__place') : target;
    const place = group ? centres.get(group) : undefined;
    if (zoom === 1 || !place || !target.matches(':focus-visible')) return;
    cx = place.x;
    cy = place.y;
    apply();
  });

  svg.addEventListener(
    'wheel',
    (event) => {
      if (!(event.ctrlKey || event.metaKey || svg.contains(document.activeElement))) return;
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? 1.25 : 0.8, toPlan(event.clientX, event.clientY));
    },
    { passive: false },
  );

  const pointers = new Map<number, Point>();
  let travelled = 0;
  svg.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pointers.size === 0) travelled = 0;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  });
  svg.addEventListener('pointermove', (event) => {
    const previous = pointers.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, current);
    travelled += Math.abs(current.x - previous.x) + Math.abs(current.y - previous.y);
    if (travelled < CLICK_SLOP) return;
    // Captured only once it is a drag, so a plain click still reaches the unit's link.
    if (!svg.hasPointerCapture(event.pointerId)) svg.setPointerCapture(event.pointerId);
    const other = [...pointers].find(([id]) => id !== event.pointerId)?.[1];
    if (other) {
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(current.x - other.x, current.y - other.y);
      if (before > 0) zoomBy(after / before, toPlan((current.x + other.x) / 2, (current.y + other.y) / 2));
    } else {
      cx -= (current.x - previous.x) * scale();
      cy -= (current.y - previous.y) * scale();
      apply();
    }
  });
  const release = (event: PointerEvent) => pointers.delete(event.pointerId);
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointercancel', release);
  // A drag that ends on a unit does not follow its link.
  svg.addEventListener(
    'click',
    (event) => {
      if (event.detail > 0 && travelled >= CLICK_SLOP) event.preventDefault();
      travelled = 0;
    },
    true,
  );
  svg.addEventListener('dragstart', (event) => event.preventDefault());
}
