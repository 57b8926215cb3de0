import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { screenPagesOf } from '../support/screen-pages.ts';

/**
 * The Nu HTML Checker (vnu, the W3C validator's engine, npm `vnu-jar`) over one page of every
 * screen in all six languages, as the server sends them: 0 errors. It needs Java 11 or later
 * (`apt-get install default-jre-headless`); without it the test is skipped locally and fails
 * in CI, where the check must run.
 */

const run = promisify(execFile);
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const hasJava = await run('java', ['-version']).then(
  () => true,
  () => false,
);

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

describe('Nu HTML Checker', () => {
  it.skipIf(!hasJava && !process.env.CI)('finds 0 errors on every screen in six languages', { timeout: 300_000 }, async () => {
    expect(hasJava, 'vnu needs Java: apt-get install default-jre-headless').toBe(true);
    expect(existsSync(VNU_JAR)).toBe(true);
    const directory = mkdtempSync(join(tmpdir(), 'vnu-'));
    const files = new Map<string, string>();
    try {
      for (const locale of LOCALES) {
        for (const path of await screenPagesOf(inject('demoUrl'), locale)) {
          const response = await fetch(`${inject('siteUrl')}${path}`, { headers: { 'Accept-Language': 'it' } });
          expect([200, 404], path).toContain(response.status);
          const file = join(directory, `${files.size}.html`);
          writeFileSync(file, await response.text());
          files.set(file, path);
        }
      }
      expect(files.size).toBeGreaterThan(6 * 30);
      // vnu exits 1 when it finds errors; its JSON report is on stderr either way. One run over
      // ~240 pages is too short for the JIT's optimising tier to pay for itself: the quick tier
      // alone and one GC thread take half the CPU-seconds (13 against 29 here); its deeper
      // frames need a larger stack than vnu's documented 512k.
      const result = await run(
        'java',
        ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.keys()],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
      const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
      const errors = messages
        .filter((message) => message.type === 'error' || message.type === 'non-document-error')
        .map(
          (message) =>
            `${files.get(message.url.replace(/^file:/, '')) ?? message.url}:${message.lastLine ?? ''} ${message.message} ${message.extract ?? ''}`,
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
