/** What scripts/pa11y.ts uses of pa11y (the package ships no types). */
declare module 'pa11y' {
  import type { Browser, LaunchOptions, Page } from 'puppeteer';

  export type Pa11yIssue = {
    code: string;
    type: 'error' | 'warning' | 'notice';
    typeCode: number;
    message: string;
    context: string;
    selector: string;
    runner: string;
  };

  export type Pa11yOptions = {
    browser?: Browser;
    page?: Page;
    chromeLaunchConfig?: LaunchOptions;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    timeout?: number;
    wait?: number;
    includeNotices?: boolean;
    includeWarnings?: boolean;
    levelCapWhenNeedsReview?: 'error' | 'warning' | 'notice';
  };

  export type Pa11yResults = { documentTitle: string; pageUrl: string; issues: Pa11yIssue[] };

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
