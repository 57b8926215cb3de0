/**
 * Pan and zoom of the village plan by moving its SVG `viewBox`, and the filter by kind
 * (VillagePlan.tsx, docs/product.md "Village plan"). Pointer: drag to pan, pinch to zoom;
 * mouse wheel zooms only with Ctrl/⌘ or while the plan has focus, so the page still scrolls;
 * keys on the focused plan: arrows pan, + and − zoom, 0 shows it whole. Nothing is announced:
 * the picture moves, the list beside it says the same.
 */
const WIDTH = 1000;
const HEIGHT = 700;
const MAX_ZOOM = 6;
const STEP = 1.5;
/** A press that moves less than this many pixels is a click, not a drag. */
const CLICK_SLOP = 5;

/** Arrow keys move the view a tenth of its width. */
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** Zoom keys; 0 (no factor) shows the whole plan. */
const ZOOM_KEYS: Record<string, number> = { '+': STEP, '=': STEP, '-': 1 / STEP, '0': 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
type Point = { x: number; y: number };

export function startVillagePlan(root: HTMLElement): void {
  const svg = root.querySelector('svg');
  if (!svg) return;
  let zoom = 1;
  let cx = WIDTH / 2;
  let cy = HEIGHT / 2;

  /** Plan units per screen pixel. */
  const scale = () => WIDTH / zoom / (svg.getBoundingClientRect().width || WIDTH);

  const apply = () => {
    const w = WIDTH / zoom;
    const h = HEIGHT / zoom;
    cx = clamp(cx, w / 2, WIDTH - w / 2);
    cy = clamp(cy, h / 2, HEIGHT - h / 2);
    svg.setAttribute('viewBox', `${Math.round(cx - w / 2)} ${Math.round(cy - h / 2)} ${Math.round(w)} ${Math.round(h)}`);
    svg.classList.toggle('village-plan__svg--near', zoom >= 2);
    // Names keep one size on screen (14 px) whatever the zoom, so they do not swamp the plan.
    svg.style.setProperty('--plan-label', `${(14 * scale()).toFixed(1)}px`);
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

  for (const tools of root.querySelectorAll<HTMLElement>('[data-plan-tools]')) tools.hidden = false;
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('aria-describedby', 'village-plan-keys');

  root.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-plan-zoom]')?.dataset.planZoom;
    if (action === 'in') zoomBy(STEP);
    else if (action === 'out') zoomBy(1 / STEP);
    else if (action === 'reset') reset();
  });
  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches('[data-plan-filter]')) return;
    for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[data-kind="${input.value}"]`)) {
      element.style.display = input.checked ? '' : 'none';
    }
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

  // Tabbing to a unit outside the view brings it into view.
  svg.addEventListener('focusin', (event) => {
    const target = event.target as Element;
    if (zoom === 1 || !(target instanceof SVGGraphicsElement)) return;
    // A unit's link holds its marker, moved into place: its box is in plan units.
    const box = target.getBBox();
    cx = box.x + box.width / 2;
    cy = box.y + box.height / 2;
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
