import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillFacts, loadFacts } from './facts.ts';

export type Item = Record<string, unknown>;

/**
 * Loads `demo/content/{locale}/{type}.json` (and `{type}.{part}.json`) into memory:
 * locale → type → items, with the fact references (`{{fact:…}}`, see `facts.ts`) filled in
 * from `demo/content/facts.json`. Read once at start; the files are the CMS's database.
 */
export function loadContent(root: string): Map<string, Map<string, Item[]>> {
  const facts = loadFacts(root);
  const byLocale = new Map<string, Map<string, Item[]>>();
  for (const locale of readdirSync(root, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    const byType = new Map<string, Item[]>();
    for (const file of readdirSync(join(root, locale.name)).sort()) {
      if (!file.endsWith('.json')) continue;
      const type = file.replace(/(\.[\w-]+)?\.json$/, '');
      const raw: unknown = JSON.parse(readFileSync(join(root, locale.name, file), 'utf8'));
      const items = fillFacts(raw, facts, locale.name, `${locale.name}/${file}`) as Item[];
      byType.set(type, [...(byType.get(type) ?? []), ...items]);
    }
    byLocale.set(locale.name, byType);
  }
  return byLocale;
}

function fieldOf(item: Item, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Item)[key];
  }
  return value;
}

/** The list query of the contract: `ids=1,2`, `per_page=n`, any other field equal to one of the comma-separated values. */
export function filterItems(items: Item[], query: URLSearchParams): Item[] {
  let result = items;
  for (const [key, raw] of query) {
    // `_`-prefixed keys are cache busters: the CMS ignores them, as real ones ignore unknown keys.
    if (key === 'per_page' || key === 'page' || key.startsWith('_')) continue;
    const wanted = raw.split(',');
    const field = key === 'ids' ? 'id' : key;
    result = result.filter((item) => wanted.includes(String(fieldOf(item, field))));
  }
  const perPage = Number(query.get('per_page'));
  return Number.isInteger(perPage) && perPage > 0 ? result.slice(0, perPage) : result;
}

/** Image paths in content are relative (`/media/x.webp`); the real CMS answers with absolute URLs. */
export function absolutiseMedia(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/media/') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((entry) => absolutiseMedia(entry, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, absolutiseMedia(entry, origin)]));
  }
  return value;
}
