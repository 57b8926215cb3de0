/**
 * The island runtime (ARCHITECTURE.md step 8): a server-rendered `[data-island]` marker with
 * JSON props in `data-props`, and a chunk per island imported only when its strategy fires.
 * A page without islands loads no island code; React itself comes with the first form island.
 */
export type IslandStart = (element: HTMLElement, props: unknown) => void;

type Strategy = 'load' | 'idle' | 'interaction';

type IslandDefinition = { strategy: Strategy; load: () => Promise<IslandStart> };

const ISLANDS: Record<string, IslandDefinition> = {
  'form-newsletter': { strategy: 'interaction', load: () => import('./forms.tsx').then((module) => module.startForm) },
  // A page's own form hydrates when the browser is idle, so a quick visitor is rarely ahead of it.
  'form-availability': { strategy: 'idle', load: () => import('./forms.tsx').then((module) => module.startForm) },
  'form-application': { strategy: 'idle', load: () => import('./forms.tsx').then((module) => module.startForm) },
  'form-position': { strategy: 'idle', load: () => import('./forms.tsx').then((module) => module.startForm) },
  // Height messages may come as soon as the frame loads.
  'newsletter-embed': { strategy: 'load', load: () => import('./newsletter-embed.ts').then((module) => module.startNewsletterEmbed) },
};

const INTERACTIONS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

function readProps(element: HTMLElement): unknown {
  try {
    return JSON.parse(element.dataset.props ?? '{}');
  } catch {
    return {};
  }
}

async function start(element: HTMLElement, definition: IslandDefinition): Promise<void> {
  if (element.dataset.islandStarted) return;
  element.dataset.islandStarted = 'true';
  try {
    (await definition.load())(element, readProps(element));
  } catch (error) {
    // The server-rendered markup keeps working (forms post without JavaScript).
    console.warn(`island ${element.dataset.island} did not start: ${(error as Error).message}`);
  }
}

export function startIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const definition = ISLANDS[element.dataset.island ?? ''];
    if (!definition) continue;
    if (definition.strategy === 'load') {
      void start(element, definition);
      continue;
    }
    if (definition.strategy === 'idle') {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
      idle(() => void start(element, definition), { timeout: 2000 });
      continue;
    }
    const trigger = () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, trigger, true);
      void start(element, definition);
    };
    for (const type of INTERACTIONS) element.addEventListener(type, trigger, { capture: true, passive: true });
  }
}
