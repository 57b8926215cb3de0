import type { ReactNode } from 'react';
import { getMessages } from '../../shared/i18n/index.ts';
import { CookieConsent } from '../components/CookieConsent.tsx';
import { FloatingBooking } from '../components/FloatingBooking.tsx';
import { FloatingPromo } from '../components/FloatingPromo.tsx';
import { Footer } from '../components/Footer.tsx';
import { GalleryOverlay } from '../components/GalleryOverlay.tsx';
import { Header } from '../components/Header.tsx';
import { JobModal, JobModalTrigger } from '../components/JobModal.tsx';
import { LoadingSplash } from '../components/LoadingSplash.tsx';
import { PageStatus } from '../components/PageStatus.tsx';
import type { LayoutData } from './types.ts';

/** Header, main and footer (docs/product.md "Screens and addresses"). */
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
        {data.jobModal ? <JobModalTrigger locale={data.locale} /> : null}
      </main>
      <FloatingBooking locale={data.locale} />
      {data.promo ? <FloatingPromo locale={data.locale} promo={data.promo} /> : null}
      <Footer locale={data.locale} company={data.company} />
      <GalleryOverlay locale={data.locale} />
      {data.jobModal ? <JobModal locale={data.locale} content={data.jobModal} /> : null}
      <LoadingSplash locale={data.locale} />
      <PageStatus locale={data.locale} />
      <CookieConsent locale={data.locale} tagManager={data.tagManager} />
    </>
  );
}
