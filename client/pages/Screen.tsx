import type { Locale } from '../../shared/locales.ts';
import { AccommodationScreen, AccommodationTypeScreen } from './AccommodationScreens.tsx';
import { BookingScreen, ContactsScreen } from './BookingScreens.tsx';
import { CardsScreen } from './CardsScreen.tsx';
import { ContentScreen } from './ContentScreen.tsx';
import { DetailScreen } from './DetailScreen.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { CatalogueScreen, FaqScreen, FoundationScreen, MapScreen, MenuScreen, SiteMapScreen } from './InfoScreens.tsx';
import type { ScreenView } from './types.ts';

/** Picks the component for a screen view. */
export function Screen({ view, locale }: { view: ScreenView; locale: Locale }) {
  switch (view.screen) {
    case 'content':
      return (
        <ContentScreen
          page={view.page}
          form={view.form}
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
      return <DetailScreen view={view} locale={locale} />;
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
      return <BookingScreen view={view} locale={locale} />;
    case 'contacts':
      return <ContactsScreen view={view} locale={locale} />;
    case 'siteMap':
      return <SiteMapScreen view={view} />;
  }
}
