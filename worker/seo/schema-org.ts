import {
  type Accommodation,
  type Company,
  type FaqItem,
  type Image,
  type News,
  type Offer,
  offerLastDay,
  type Position,
  type RestaurantMenu,
  type Service,
} from '../../shared/cms/index.ts';
import type { StructuredData } from './structured-data.ts';

/**
 * Builders of the schema.org nodes the site publishes (Google's rich results: Campground as a
 * LodgingBusiness with its WebSite, an Accommodation per unit, BreadcrumbList, JobPosting,
 * NewsArticle, Offer, Restaurant with its Menu).
 * Every URL passed in is absolute.
 */

type Absolute = (pathOrUrl: string) => string;

function postalAddress(company: Company): StructuredData {
  return {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    postalCode: company.address.postcode,
    addressLocality: company.address.city,
    addressRegion: company.address.province,
    addressCountry: company.address.country,
  };
}

/** The operating company, as publisher, employer and seller. */
export function organization(company: Company, siteUrl: string): StructuredData {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: company.legalName,
    alternateName: company.brand,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: company.email,
    telephone: company.phone,
    vatID: company.vatNumber,
    address: postalAddress(company),
    sameAs: Object.values(company.social),
  };
}

function imageObject(image: Image, absolute: Absolute): StructuredData {
  return { '@type': 'ImageObject', url: absolute(image.src), width: image.width, height: image.height, caption: image.alt || undefined };
}

type CampgroundInput = {
  company: Company;
  siteUrl: string;
  url: string;
  description: string;
  image: Image;
  amenities: readonly Service[];
  petsAllowed: boolean;
  absolute: Absolute;
};

/** The village itself: where it is, when guests arrive and leave, what it offers. */
export function campground(input: CampgroundInput): StructuredData {
  const { company, absolute } = input;
  return {
    '@type': 'Campground',
    '@id': `${input.siteUrl}/#campground`,
    name: company.brand,
    description: input.description,
    url: input.url,
    image: imageObject(input.image, absolute),
    telephone: company.phone,
    email: company.email,
    address: postalAddress(company),
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.lat, longitude: company.geo.lng },
    checkinTime: company.checkInTime,
    checkoutTime: company.checkOutTime,
    petsAllowed: input.petsAllowed,
    amenityFeature: input.amenities.map((service) => ({ '@type': 'LocationFeatureSpecification', name: service.title, value: true })),
    parentOrganization: { '@id': `${input.siteUrl}/#organization` },
    sameAs: Object.values(company.social),
  };
}

/** The site in one language, on its home page (the site name search engines show). */
export function webSite(name: string, url: string, locale: string, siteUrl: string): StructuredData {
  return {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name,
    url,
    inLanguage: locale,
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

/** Pitches are camping pitches and bungalows houses; a mobile home or a tent is an accommodation. */
const ACCOMMODATION_NODE_TYPES: Record<Accommodation['type'], string> = {
  maxicaravan: 'Accommodation',
  bungalow: 'House',
  glamping: 'Accommodation',
  camping: 'CampingPitch',
};

/** The unit's own size, an information row that is only an area (`26 m²`), not a terrace's. */
const AREA = /^(\d+(?:[.,]\d+)?)\s*m²$/;

function floorAreaM2(unit: Accommodation): number | undefined {
  for (const row of unit.information) {
    const area = AREA.exec(row.value.trim());
    if (area) return Number((area[1] ?? '').replace(',', '.'));
  }
  return undefined;
}

type AccommodationInput = { unit: Accommodation; url: string; siteUrl: string; absolute: Absolute };

/**
 * One unit, as its page states it: size, guests, features and the "from" price a night
 * (docs/product.md "Screens and addresses"), in the village's Campground.
 */
export function accommodation({ unit, url, siteUrl, absolute }: AccommodationInput): StructuredData {
  const area = floorAreaM2(unit);
  return {
    '@type': ACCOMMODATION_NODE_TYPES[unit.type],
    '@id': `${url}#unit`,
    name: unit.title,
    description: unit.excerpt,
    url,
    image: absolute(unit.image.src),
    floorSize: area === undefined ? undefined : { '@type': 'QuantitativeValue', value: area, unitCode: 'MTK', unitText: 'm²' },
    occupancy: { '@type': 'QuantitativeValue', maxValue: unit.maxGuests },
    amenityFeature: unit.features.map((feature) => ({ '@type': 'LocationFeatureSpecification', name: feature, value: true })),
    containedInPlace: { '@id': `${siteUrl}/#campground` },
    offers:
      unit.priceFrom === undefined
        ? undefined
        : {
            '@type': 'Offer',
            price: unit.priceFrom,
            priceCurrency: 'EUR',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: unit.priceFrom, priceCurrency: 'EUR', unitText: 'night' },
            url,
            offeredBy: { '@id': `${siteUrl}/#organization` },
          },
  };
}

export function breadcrumbList(trail: readonly { name: string; url: string }[]): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

/** The body of a post as plain text (JobPosting wants a description of the job, not a teaser). */
function plainText(item: News | Position | Offer): string {
  const parts: string[] = [item.excerpt];
  for (const block of item.blocks) {
    if (block.type === 'list') parts.push(block.items.join('\n'));
    else if ('text' in block) parts.push(block.text);
  }
  return parts.filter(Boolean).join('\n\n');
}

export function newsArticle(item: News, url: string, siteUrl: string, absolute: Absolute): StructuredData {
  return {
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.excerpt,
    url,
    mainEntityOfPage: url,
    image: [absolute(item.image.src)],
    datePublished: item.date,
    dateModified: item.updatedAt,
    author: { '@id': `${siteUrl}/#organization` },
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

/** A season's job: seasonal work is TEMPORARY in schema.org's employment types. */
export function jobPosting(item: Position, company: Company, siteUrl: string): StructuredData {
  return {
    '@type': 'JobPosting',
    title: item.title,
    description: plainText(item),
    datePosted: item.date,
    validThrough: item.seasonTo,
    employmentType: 'TEMPORARY',
    jobStartDate: item.seasonFrom,
    hiringOrganization: { '@id': `${siteUrl}/#organization` },
    jobLocation: {
      '@type': 'Place',
      name: item.location,
      address: postalAddress(company),
    },
    directApply: true,
    qualifications: item.requirements.length > 0 ? item.requirements.join('\n') : undefined,
  };
}

export function offer(item: Offer, url: string, siteUrl: string, absolute: Absolute): StructuredData {
  return {
    '@type': 'Offer',
    name: item.title,
    description: item.excerpt,
    url,
    image: absolute(item.image.src),
    validFrom: item.validFrom,
    // The offer is over after its last day: the day to book it by, when it has one.
    validThrough: offerLastDay(item),
    price: item.priceFrom,
    priceCurrency: item.priceFrom === undefined ? undefined : 'EUR',
    offeredBy: { '@id': `${siteUrl}/#organization` },
    itemOffered: { '@id': `${siteUrl}/#campground` },
  };
}

/** The restaurant, its opening hours and its whole menu, each dish with its price in euro. */
export function restaurant(menu: RestaurantMenu, company: Company, url: string, siteUrl: string): StructuredData {
  return {
    '@type': 'Restaurant',
    name: menu.title,
    description: menu.intro,
    url,
    servesCuisine: ['Italian', 'Pizza'],
    telephone: company.phone,
    address: postalAddress(company),
    containedInPlace: { '@id': `${siteUrl}/#campground` },
    openingHoursSpecification: menu.openingHours?.services.map((service) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: service.days.map((day) => `https://schema.org/${day}`),
      opens: service.opens,
      closes: service.closes,
      validFrom: menu.openingHours?.season?.from,
      validThrough: menu.openingHours?.season?.to,
    })),
    hasMenu: {
      '@type': 'Menu',
      name: menu.title,
      url,
      hasMenuSection: menu.sections.map((section) => ({
        '@type': 'MenuSection',
        name: section.title,
        hasMenuItem: section.dishes.map((dish) => ({
          '@type': 'MenuItem',
          name: dish.name,
          description: dish.description,
          offers: { '@type': 'Offer', price: dish.price, priceCurrency: 'EUR' },
        })),
      })),
    },
  };
}

/** The FAQ page: every question with its answer, as the page shows them (Google's FAQ rich result). */
export function faqPage(items: readonly FaqItem[], url: string): StructuredData {
  return {
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
