export type Tree = { readonly [key: string]: string | Tree };

/** English underneath, the translation on top: every key exists in every language. */
export function withFallback(base: Tree, translation: Tree | undefined): Tree {
  const merged: Record<string, string | Tree> = {};
  for (const [key, value] of Object.entries(base)) {
    const own = translation?.[key];
    if (typeof value === 'string') merged[key] = typeof own === 'string' ? own : value;
    else merged[key] = withFallback(value, typeof own === 'object' ? own : undefined);
  }
  return merged;
}
