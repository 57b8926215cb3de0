import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { href } from '../../shared/routes/index.ts';
import type { LanguageLink } from '../layouts/types.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MAIN_MENU, SECONDARY_MENU } from './navigation.ts';

type Props = { locale: Locale; languageLinks: LanguageLink[] };

export function Header({ locale, languageLinks }: Props) {
  const m = getMessages(locale);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__logo" href={href('home', locale)} aria-label={m.header.homeLink}>
          <svg aria-hidden="true" viewBox="0 0 48 48" width="40" height="40" focusable="false">
            <circle cx="24" cy="24" r="22" fill="#0f5e73" />
            <path d="M6 30c6-4 12-4 18 0s12 4 18 0v6c-6 4-12 4-18 0S12 32 6 36z" fill="#f2d7a6" />
            <circle cx="31" cy="17" r="5" fill="#f2d7a6" />
          </svg>
          <span className="site-header__brand">Lago Serena</span>
        </a>
        <nav className="site-nav" aria-label={m.header.mainNavigation}>
          <ul className="site-nav__main">
            {MAIN_MENU.map((name) => (
              <li key={name}>
                <a href={buildPath(name, locale)}>{m.nav[name]}</a>
              </li>
            ))}
          </ul>
          <ul className="site-nav__secondary" aria-label={m.header.secondaryNavigation}>
            {SECONDARY_MENU.map((name) => (
              <li key={name}>
                <a href={buildPath(name, locale)}>{m.nav[name]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher locale={locale} links={languageLinks} />
        <a className="button button--primary site-header__book" href={href('booking', locale)}>
          {m.header.bookNow}
        </a>
      </div>
    </header>
  );
}
