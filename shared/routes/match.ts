import { isLocale, type Locale } from '../locales.ts';
import { localePrefix } from './href.ts';
import { ROUTES, type RouteName, type RouteTable } from './table.ts';

export type RouteMatch = {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
};

type Segment = { literal: string } | { param: string; optional: boolean };

type CompiledPattern = { name: RouteName; locale: Locale; segments: Segment[]; staticScore: number };

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function compile(name: RouteName, locale: Locale, pattern: string): CompiledPattern {
  const segments: Segment[] = splitPath(pattern).map((part) => {
    if (!part.startsWith(':')) return { literal: part };
    const optional = part.endsWith('?');
    return { param: part.slice(1, optional ? -1 : undefined), optional };
  });
  const staticScore = segments.filter((segment) => 'literal' in segment).length;
  return { name, locale, segments, staticScore };
}

type Index = {
  /** Static paths, each to its screen. */
  staticPaths: ReadonlyMap<string, RouteMatch>;
  /** Static paths by their lower-case spelling (`/pl/kontakt` → `/pl/Kontakt`). */
  staticByFolded: ReadonlyMap<string, string>;
  /** Patterns with parameters by language, the most literal segments first. */
  dynamicPatterns: ReadonlyMap<Locale, readonly CompiledPattern[]>;
};

/**
 * Static paths in a map, patterns with parameters grouped by language and tried with the most
 * literal segments first, so `/sistemazioni/mappa` wins over `/sistemazioni/:type`.
 */
function indexOf(table: RouteTable): Index {
  const staticPaths = new Map<string, RouteMatch>();
  const staticByFolded = new Map<string, string>();
  const dynamicPatterns = new Map<Locale, CompiledPattern[]>();
  for (const name of Object.keys(table) as RouteName[]) {
    const paths: Record<Locale, string> = table[name].paths;
    for (const [locale, pattern] of Object.entries(paths) as [Locale, string][]) {
      const compiled = compile(name, locale, pattern);
      const isStatic = compiled.segments.every((segment) => 'literal' in segment);
      if (isStatic) {
        const path = `${localePrefix(locale)}/${compiled.segments.map((s) => ('literal' in s ? s.literal : '')).join('/')}`;
        const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
        if (!staticPaths.has(key)) staticPaths.set(key, { name, locale, params: {} });
        if (!staticByFolded.has(key.toLowerCase())) staticByFolded.set(key.toLowerCase(), key);
        continue;
      }
      const list = dynamicPatterns.get(locale) ?? [];
      list.push(compiled);
      dynamicPatterns.set(locale, list);
    }
  }
  for (const list of dynamicPatterns.values()) list.sort((a, b) => b.staticScore - a.staticScore);
  return { staticPaths, staticByFolded, dynamicPatterns };
}

/** Built once, as the module loads: the table is code, and the index never changes after. */
const INDEX = indexOf(ROUTES);

/** The static path spelled `folded` in lower case, as the site writes it (`/pl/kontakt` → `/pl/Kontakt`). */
export function staticPathFolded(folded: string): string | undefined {
  return INDEX.staticByFolded.get(folded);
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    const part = parts[i];
    if ('literal' in segment) {
      if (part !== segment.literal) return null;
      continue;
    }
    if (part === undefined) {
      if (segment.optional) continue;
      return null;
    }
    const value = safeDecode(part);
    if (value === null || value === '' || value.includes('/')) return null;
    params[segment.param] = value;
  }
  return parts.length <= segments.length ? params : null;
}

/** The language a path belongs to, from its prefix alone (no prefix: Italian). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== 'it' ? first : 'it';
}

/**
 * Finds the screen a path belongs to. Paths are matched exactly as written (case kept,
 * no trailing slash); anything else is left to the redirect lookup and the 404 page.
 *
 * @example
 * matchRoute('/de/neuigkeiten/sommerfest') // { name: 'newsArticle', locale: 'de', params: { slug: 'sommerfest' } }
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const { staticPaths, dynamicPatterns } = INDEX;
  const exact = staticPaths.get(pathname);
  if (exact) return { ...exact, params: {} };
  if (pathname.endsWith('/')) return null;
  const locale = localeOfPath(pathname);
  const rest = locale === 'it' ? pathname : pathname.slice(locale.length + 1);
  const parts = splitPath(rest);
  if (parts.length === 0) return null;
  for (const pattern of dynamicPatterns.get(locale) ?? []) {
    const params = matchSegments(pattern.segments, parts);
    if (params) return { name: pattern.name, locale, params };
  }
  return null;
}
