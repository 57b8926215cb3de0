import type { ReactNode } from 'react';
import { getMessages } from '../../shared/i18n/index.ts';
import { href } from '../../shared/routes/index.ts';
import { CookieConsent } from '../components/CookieConsent.tsx';
import { Footer } from '../components/Footer.tsx';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { PageStatus } from '../components/PageStatus.tsx';
import type { LayoutData } from './types.ts';

/**
 * The `infoutili` layout (docs/product.md "Screens and addresses"): no header or menu, only the page and the footer,
 * for guests who arrive from a QR code on site. A small bar keeps home and languages in reach.
 */
export function InfoLayout({ data, children }: { data: LayoutData; children: ReactNode }) {
  const m = getMessages(data.locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {m.header.skipToContent}
      </a>
      <div className="info-bar">
        <a href={href('home', data.locale)} className="info-bar__home">
          Lago Serena
        </a>
        <LanguageSwitcher locale={data.locale} links={data.languageLinks} />
      </div>
      <main id="main" tabIndex={-1} className="layout-info">
        {children}
      </main>
      <Footer locale={data.locale} company={data.company} />
      <PageStatus locale={data.locale} />
      <CookieConsent locale={data.locale} tagManager={data.tagManager} />
    </>
  );
}
