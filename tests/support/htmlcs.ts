import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * HTML_CodeSniffer (npm `@pa11y/html_codesniffer`, pa11y's own build of it), the engine of pa11y's default runner, in a page the
 * test has already loaded: the WCAG 2 AA standard, errors only (pa11y's default level; its
 * warnings and notices ask a person to check something). `node scripts/pa11y.ts` runs pa11y itself.
 */
const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

export type HtmlcsError = { code: string; selector: string; message: string };

/**
 * A finding HTML_CodeSniffer reports that axe and vnu do not, and that is not one: one code on
 * one selector, and why.
 */
export type HtmlcsException = { code: string; selector: string; why: string };

export function isException(error: HtmlcsError, exceptions: readonly HtmlcsException[]): boolean {
  return exceptions.some((exception) => exception.code === error.code && exception.selector === error.selector);
}

/** Every error HTML_CodeSniffer finds on the page as it is now (WCAG2AA), with a CSS selector of its element. */
export async function htmlcsErrors(page: Page): Promise<HtmlcsError[]> {
  // Evaluated through the DevTools protocol, as axe is: the site's Content-Security-Policy does
  // not apply, and the sniffer's globals land on `window`.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(`${HTMLCS_SOURCE};window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        type Sniffer = {
          process: (standard: string, content: Document, done: () => void, failed: () => void) => void;
          getMessages: () => Message[];
        };
        const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        /** pa11y's selector: up to the nearest element with an id, each step its tag and, among siblings of its tag, its place. */
        const selectorOf = (element: Element | Document): string => {
          const parts: string[] = [];
          for (let node: Node | null = element; node instanceof Element; node = node.parentNode) {
            if (node.id) {
              parts.unshift(`#${node.id}`);
              break;
            }
            const current: Element = node;
            const siblings = current.parentNode ? [...current.parentNode.children] : [];
            const tag = current.tagName.toLowerCase();
            const sameTag = siblings.filter((sibling) => sibling.tagName === current.tagName).length;
            parts.unshift(sameTag > 1 ? `${tag}:nth-child(${siblings.indexOf(current) + 1})` : tag);
          }
          return parts.join(' > ') || 'html';
        };
        sniffer.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({ code: message.code, selector: selectorOf(message.element), message: message.msg })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        );
      }),
  );
}
