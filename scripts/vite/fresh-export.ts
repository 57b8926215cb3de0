import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * An export of one of our TypeScript modules as JSON data, read in a child Node process (a
 * function export is called first). `vite build --watch` keeps the modules vite.config.ts
 * imported for as long as it runs, so data taken from them would not follow an edit.
 */
export function freshExport(file: string, name: string): unknown {
  const url = pathToFileURL(resolve(file)).href;
  const script = [
    `const value = (await import(${JSON.stringify(url)}))[${JSON.stringify(name)}];`,
    `process.stdout.write(JSON.stringify(typeof value === 'function' ? value() : value));`,
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output);
}
