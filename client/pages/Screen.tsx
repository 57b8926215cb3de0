import type { FormName } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { AccommodationScreen, AccommodationTypeScreen } from './AccommodationScreens.tsx';
import { BookingScreen, ContactsScreen } from './BookingScreens.tsx';
import { CardsScreen } from './CardsScreen.tsx';
import { ContentScreen } from './ContentScreen.tsx';
import { DetailScreen } from './DetailScreen.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { CatalogueScreen, FaqScreen, FoundationScreen, MapScreen, MenuScreen, SiteMapScreen } from './InfoScreens.tsx';
import type { ScreenView } from './types.ts';

/**
 * Picks the component for a screen view (the kind of view its loader gives); `forms` are the
 * ones the screen declares it carries besides the footer's newsletter (shared/screens).
 */
export function Screen({ view, forms, locale }: { view: ScreenView; forms: readonly FormName[]; locale: Locale }) {
  switch (view.screen) {
    case 'content':
      return (
        <ContentScreen
          page={view.page}
          forms={forms}
          next={view.next}
          cookies={view.cookies}
          external={view.external}
          nextSeason={view.nextSeason}
          stayRules={view.stayRules}
          locale={locale}
        />
      );
    case 'home':
      return <HomeScreen view={view} locale={locale} />;
    case 'cards':
      return <CardsScreen view={view} locale={locale} />;
    case 'detail':
      return <DetailScreen view={view} forms={forms} locale={locale} />;
    case 'foundation':
      return <FoundationScreen view={view} />;
    case 'faq':
      return <FaqScreen view={view} />;
    case 'menu':
      return <MenuScreen view={view} locale={locale} />;
    case 'catalogue':
      return <CatalogueScreen view={view} />;
    case 'accommodationType':
      return <AccommodationTypeScreen view={view} locale={locale} />;
    case 'accommodation':
      return <AccommodationScreen view={view} locale={locale} />;
    case 'map':
      return <MapScreen view={view} locale={locale} />;
    case 'booking':
      return <BookingScreen view={view} forms={forms} locale={locale} />;
    case 'contacts':
      return <ContactsScreen view={view} forms={forms} locale={locale} />;
    case 'siteMap':
      return <SiteMapScreen view={view} />;
  }
}
