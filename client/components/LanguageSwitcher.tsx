import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALE_NAMES } from '../../shared/locales.ts';
import type { LanguageLink } from '../layouts/types.ts';
import type { Locale } from '../../shared/locales.ts';

type Props = {
  locale: Locale;
  links: LanguageLink[] /** One language navigation landmark per page; copies are plain lists. */;
  landmark?: boolean;
  /** The header's box: the current language shown, the others expanding on hover or focus. */
  dropdown?: boolean;
};

/**
 * Links to this page in every language, each named in itself (Deutsch, Polski) and marked with
 * its own `lang`: a code alone is not a name every visitor knows. Each goes through
 * `/lang/{code}`, which remembers the choice in the language cookie and then opens the page; a
 * language without this page is shown but not linked. The header's button keeps the short code.
 */
export function LanguageSwitcher({ locale, links, landmark = true, dropdown = false }: Props) {
  const m = getMessages(locale);
  const Wrapper = landmark ? 'nav' : 'div';
  return (
    <Wrapper
      className={dropdown ? 'language-switcher language-switcher--dropdown' : 'language-switcher'}
      role={landmark ? undefined : 'group'}
      aria-label={m.header.languageSwitcher}
      data-island={dropdown ? 'language-dropdown' : undefined}
    >
      {dropdown ? (
        <button type="button" className="language-switcher__current" aria-controls="language-list" lang={locale}>
          {locale.toUpperCase()}
          <span className="visually-hidden"> {LOCALE_NAMES[locale]}</span>
        </button>
      ) : null}
      <ul id={dropdown ? 'language-list' : undefined}>
        {links.map((link) => {
          const name = LOCALE_NAMES[link.locale];
          if (link.locale === locale) {
            return (
              <li key={link.locale}>
                <span aria-current="true" lang={link.locale} title={format(m.header.currentLanguage, { language: name })}>
                  {name}
                </span>
              </li>
            );
          }
          if (!link.href) {
            // The sentence is in the page's language; only the name inside it is in its own.
            const [before = '', after = ''] = m.header.languageUnavailable.split('{language}');
            return (
              <li key={link.locale}>
                <span className="language-switcher__unavailable" title={format(m.header.languageUnavailable, { language: name })}>
                  {/* Read once, in the sentence after it. */}
                  <span lang={link.locale} aria-hidden="true">
                    {name}
                  </span>
                  <span className="visually-hidden">
                    {' '}
                    {before}
                    <span lang={link.locale}>{name}</span>
                    {after}
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={link.locale}>
              <a href={link.href} hrefLang={link.locale} lang={link.locale} rel="nofollow">
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
