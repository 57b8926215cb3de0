import type { Plugin } from 'vite';

/**
 * Data built at build time, shipped as hashed JSON files instead of JavaScript: the browser
 * parses JSON faster than it compiles the same object as code, and the files are cached for
 * a year like every hashed asset. `import urls from '<id>'` gives each file's address by name;
 * the files are `assets/<prefix>-<name>-<hash>.json`. `sources` are the files the data is built
 * from, watched by `npm run dev`.
 */
export function jsonAssets(id: string, prefix: string, build: () => Record<string, unknown>, sources: () => string[]): Plugin {
  const resolved = `\0${id}`;
  return {
    name: `json-assets:${prefix}`,
    resolveId: (source) => (source === id ? resolved : undefined),
    load(source) {
      if (source !== resolved) return undefined;
      for (const file of sources()) this.addWatchFile(file);
      const entries = Object.entries(build()).map(([name, data]) => {
        const reference = this.emitFile({ type: 'asset', name: `${prefix}-${name}.json`, source: JSON.stringify(data) });
        return `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${reference}`;
      });
      return `export default { ${entries.join(', ')} };`;
    },
  };
}
