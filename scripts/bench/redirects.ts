import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Miniflare } from 'miniflare';
import { validateRedirects } from '../../shared/redirects/validate.ts';
import { entriesOf } from '../redirects-kv.ts';

/** Puts the legacy table into the worker's local KV, as `npm start` does; returns one old address. */
export async function seedRedirects(root: string, miniflare: Miniflare): Promise<string> {
  const validation = validateRedirects(JSON.parse(readFileSync(join(root, 'redirects.json'), 'utf8')));
  if (!validation.ok) throw new Error(`redirects.json is not valid:\n${validation.errors.join('\n')}`);
  // Miniflare types its bindings with the Workers types, which this Node project does not load.
  const kv = (await miniflare.getKVNamespace('REDIRECTS')) as unknown as { put(key: string, value: string): Promise<void> };
  for (const [key, value] of entriesOf(validation.rules)) await kv.put(key, value);
  const first = validation.rules.find((rule) => rule.locale === 'it');
  if (!first) throw new Error('redirects.json has no Italian rule to bench');
  return first.from;
}
