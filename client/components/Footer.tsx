import { Fragment } from 'react';
import type { Company } from '../../shared/cms/index.ts';
import { COOKIES_ANCHOR } from '../../shared/consent.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath, href, sisterVillaUrl } from '../../shared/routes/index.ts';
import { FormIsland } from '../forms/FormIsland.tsx';
import { NewsletterEmbed } from '../forms/NewsletterEmbed.tsx';
import { useFormEnvironment } from '../forms/environment.ts';
import { FooterLogo } from './Logo.tsx';
import { footerLinks } from './navigation.ts';
import { NewsletterBrush } from './NewsletterBrush.tsx';
import { NewTabLink } from './NewTabLink.tsx';

type Props = { locale: Locale; company: Company | null };

const SOCIAL = ['facebook', 'instagram', 'youtube', 'twitter', 'tiktok'] as const;

export function Footer({ locale, company }: Props) {
  const m = getMessages(locale);
  // The site's year (worker/clock.ts), as every other date of the page.
  const { newsletterEmbed, today } = useFormEnvironment();
  const year = today.slice(0, 4);
  return (
    <footer className="site-footer">
      <div className="site-footer__newsletter" data-island="newsletter-brush">
        <NewsletterBrush />
        {newsletterEmbed ? <NewsletterEmbed src={newsletterEmbed} locale={locale} /> : <FormIsland form="newsletter" locale={locale} />}
      </div>
      <div className="site-footer__inner">
        <a className="site-footer__logo" href={href('home', locale)}>
          <FooterLogo label={m.meta.siteName} />
          <span className="visually-hidden">, {m.nav.home}</span>
        </a>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {m.footer.linksHeading}
          </h2>
          <ul className="site-footer__links">
            {footerLinks(locale).map((name) => (
              <li key={name}>
                <a href={buildPath(name, locale)}>{m.nav[name]}</a>
              </li>
            ))}
            {company ? (
              <>
                <li>
                  <NewTabLink href={company.whistleblowingUrl} locale={locale}>
                    {m.nav.whistleblowing}
                  </NewTabLink>
                </li>
                <li>
                  <NewTabLink href={sisterVillaUrl(company.sisterVillaUrl, locale)} locale={locale}>
                    {m.footer.villaSite}
                  </NewTabLink>
                </li>
              </>
            ) : null}
          </ul>
        </section>
        {company ? (
          <>
            <section aria-labelledby="footer-contacts">
              <h2 id="footer-contacts" className="site-footer__heading">
                {m.footer.contactsHeading}
              </h2>
              <address>
                {company.brand}
                <br />
                {company.address.street}, {company.address.postcode} {company.address.city} ({company.address.province})
                <br />
                <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
                <br />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </address>
              <h3 className="site-footer__subheading">{m.footer.followUs}</h3>
              <ul className="site-footer__social">
                {SOCIAL.map((network) => (
                  <li key={network}>
                    <NewTabLink href={company.social[network]} locale={locale}>
                      {network === 'twitter' ? 'X (Twitter)' : network[0]?.toUpperCase() + network.slice(1)}
                    </NewTabLink>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="footer-legal">
              <h2 id="footer-legal" className="site-footer__heading">
                {m.footer.legalHeading}
              </h2>
              <dl className="site-footer__legal">
                {[
                  [m.footer.registeredOffice, `${company.legalName}, ${company.registeredOffice}`],
                  [m.footer.vatNumber, company.vatNumber],
                  [m.footer.taxCode, company.taxCode],
                  [m.footer.companyRegister, company.companyRegister],
                  [m.footer.shareCapital, company.shareCapital],
                ].map(([term, value]) => (
                  <Fragment key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
            </section>
            <section aria-labelledby="footer-certifications" className="site-footer__certifications">
              <h2 id="footer-certifications" className="site-footer__heading">
                {m.footer.certifications}
              </h2>
              <ul>
                {company.certifications.map((certification) => (
                  <li key={certification.name}>
                    <img
                      src={certification.image.src}
                      alt={certification.image.alt || certification.name}
                      width={72}
                      height={72}
                      loading="lazy"
                      decoding="async"
                    />
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <p>{format(m.footer.copyright, { year, company: company?.legalName ?? m.meta.siteName })}</p>
        {/* Without JavaScript the privacy page explains cookies; the consent island opens its dialog instead. */}
        <a href={`${href('privacy', locale)}#${COOKIES_ANCHOR}`} data-consent-open="">
          {m.footer.cookieSettings}
        </a>
        {company ? (
          <NewTabLink href={company.creditsUrl} locale={locale}>
            {m.footer.credits}
          </NewTabLink>
        ) : null}
      </div>
    </footer>
  );
}
