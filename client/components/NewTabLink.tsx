import type { ReactNode } from 'react';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

/** A link to another site that opens in a new tab, and tells screen readers it does. */
export function NewTabLink({
  href,
  locale,
  className,
  children,
}: {
  href: string;
  locale: Locale;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} rel="noopener" target="_blank">
      {children} <span className="visually-hidden">{getMessages(locale).footer.opensInNewTab}</span>
    </a>
  );
}
