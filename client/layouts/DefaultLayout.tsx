import type { ReactNode } from 'react';
import { getMessages } from '../../shared/i18n/index.ts';
import { FloatingBooking } from '../components/FloatingBooking.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import type { LayoutData } from './types.ts';

/** Header, main and footer (spec §2 "Layouts: Default"). */
export function DefaultLayout({ data, children }: { data: LayoutData; children: ReactNode }) {
  const m = getMessages(data.locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {m.header.skipToContent}
      </a>
      <Header locale={data.locale} languageLinks={data.languageLinks} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FloatingBooking locale={data.locale} />
      <Footer locale={data.locale} company={data.company} />
    </>
  );
}
