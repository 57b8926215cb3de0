import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath, href } from '../../shared/routes/index.ts';
import type { LanguageLink } from '../layouts/types.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MAIN_MENU, SECONDARY_MENU } from './navigation.ts';

type Props = { locale: Locale; languageLinks: LanguageLink[] };

/**
 * Desktop: logo, main items, languages, book button. Below 1200 px: logo and the burger.
 * The full-screen menu is a native disclosure, so it opens without JavaScript; the menu
 * island adds focus trapping and the staggered reveal on top.
 */
export function Header({ locale, languageLinks }: Props) {
  const m = getMessages(locale);
  return (
    <header className="site-header" data-island="header">
      <div className="site-header__inner">
        {/* The name is the visible brand plus a hidden hint, so it contains what sighted users read (WCAG 2.5.3). */}
        <a className="site-header__logo" href={href('home', locale)}>
          <Logo />
          <span className="visually-hidden">, {m.nav.home}</span>
        </a>
        <nav className="site-nav" aria-label={m.header.mainNavigation}>
          <ul>
            {MAIN_MENU.map((name) => (
              <li key={name}>
                <a href={buildPath(name, locale)}>{m.nav[name]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__languages">
          <LanguageSwitcher locale={locale} links={languageLinks} dropdown />
        </div>
        <a className="button button--primary site-header__book" href={href('booking', locale)}>
          {m.header.bookNow}
        </a>
        <details
          className="menu"
          data-island="menu"
          data-props={JSON.stringify({ openLabel: m.header.openMenu, closeLabel: m.header.closeMenu })}
        >
          <summary className="menu__toggle">
            <span className="menu__icon" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{m.header.openMenu}</span>
          </summary>
          <div className="menu__panel">
            <ul className="menu__main">
              {MAIN_MENU.map((name) => (
                <li key={name}>
                  <a href={buildPath(name, locale)}>{m.nav[name]}</a>
                </li>
              ))}
            </ul>
            <ul className="menu__secondary" aria-label={m.header.secondaryNavigation}>
              {SECONDARY_MENU.map((name) => (
                <li key={name}>
                  <a href={buildPath(name, locale)}>{m.nav[name]}</a>
                </li>
              ))}
            </ul>
            <LanguageSwitcher locale={locale} links={languageLinks} landmark={false} />
            <a className="button button--primary" href={href('booking', locale)}>
              {m.header.bookNow}
            </a>
          </div>
        </details>
      </div>
    </header>
  );
}
