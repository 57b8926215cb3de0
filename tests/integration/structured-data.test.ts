import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, html, ORIGIN } from './fetch.ts';

type Node = { '@type': string; '@id'?: string; [property: string]: unknown };

async function cms<T>(path: string): Promise<T> {
  return (await (await fetch(`${DEMO}/cms${path}`)).json()) as T;
}

/** The page's JSON-LD graph, parsed as a search engine would. */
async function graphOf(path: string): Promise<Node[]> {
  const { response, body } = await html(path);
  expect(response.status, path).toBe(200);
  const scripts = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts, `${path}: one JSON-LD block`).toHaveLength(1);
  const data = JSON.parse(scripts[0]?.[1] ?? '') as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

function nodeOf(graph: Node[], type: string): Node {
  const node = graph.find((candidate) => candidate['@type'] === type);
  expect(node, `a ${type} node`).toBeDefined();
  return node as Node;
}

/** Every `{"@id": …}` reference in the graph names a node of the same graph. */
function expectReferencesResolve(graph: Node[]) {
  const ids = new Set(graph.map((node) => node['@id']).filter(Boolean));
  const references = JSON.stringify(graph).matchAll(/\{"@id":"([^"]+)"\}/g);
  for (const [, id] of references) {
    if (id?.endsWith('#campground')) continue; // described on the home page
    expect(ids.has(id), `reference ${id}`).toBe(true);
  }
}

type Company = {
  address: { street: string; city: string; postcode: string };
  geo: { lat: number; lng: number };
  checkInTime: string;
  checkOutTime: string;
};

describe('structured data', () => {
  it('describes the village as a Campground on every home page', async () => {
    for (const locale of LOCALES) {
      const company = await cms<Company>(`/${locale}/company/default`);
      const services = (await cms<{ data: { title: string; slug: string }[] }>(`/${locale}/servizi`)).data;
      const graph = await graphOf(buildPath('home', locale));
      const campground = nodeOf(graph, 'Campground');
      expect(campground.address).toMatchObject({
        streetAddress: company.address.street,
        addressLocality: company.address.city,
        postalCode: company.address.postcode,
      });
      expect(campground.geo).toEqual({ '@type': 'GeoCoordinates', latitude: company.geo.lat, longitude: company.geo.lng });
      expect(campground.checkinTime).toBe(company.checkInTime);
      expect(campground.checkoutTime).toBe(company.checkOutTime);
      expect(campground.petsAllowed).toBe(true);
      expect((campground.amenityFeature as { name: string }[]).map((feature) => feature.name)).toEqual(
        services.map((service) => service.title),
      );
      expect(
        graph.some((node) => node['@type'] === 'BreadcrumbList'),
        'no trail on the home page',
      ).toBe(false);
      expectReferencesResolve(graph);
    }
  });

  it('names the site in its language on every home page', async () => {
    for (const locale of LOCALES) {
      const company = await cms<Company & { brand: string }>(`/${locale}/company/default`);
      const path = buildPath('home', locale);
      const site = nodeOf(await graphOf(path), 'WebSite');
      expect(site).toMatchObject({ name: company.brand, url: new URL(path, `${ORIGIN}/`).toString(), inLanguage: locale });
    }
  });

  it('describes every unit with its size, guests, features and price a night, in the Campground', async () => {
    const nodeTypes: Record<string, string> = { camping: 'CampingPitch', bungalow: 'House' };
    for (const locale of LOCALES) {
      type Unit = {
        slug: string;
        title: string;
        type: string;
        group: { slug: string };
        information: { value: string }[];
        features: string[];
        maxGuests: number;
        priceFrom?: number;
      };
      const units = (await cms<{ data: Unit[] }>(`/${locale}/accommodations`)).data;
      expect(units.length, locale).toBeGreaterThan(0);
      for (const unit of units) {
        const path = buildPath('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug });
        const graph = await graphOf(path);
        const node = nodeOf(graph, nodeTypes[unit.type] ?? 'Accommodation');
        expect(node, path).toMatchObject({
          name: unit.title,
          url: `${ORIGIN}${path}`,
          containedInPlace: { '@id': `${ORIGIN}/#campground` },
          occupancy: { '@type': 'QuantitativeValue', maxValue: unit.maxGuests },
        });
        const area = unit.information.map((row) => /^(\d+)\s*m²$/.exec(row.value)?.[1]).find(Boolean);
        expect(area, `${path}: the demo states a size`).toBeDefined();
        expect(node.floorSize, path).toMatchObject({ '@type': 'QuantitativeValue', value: Number(area), unitCode: 'MTK' });
        expect(node.amenityFeature, path).toEqual(
          unit.features.map((feature) => ({ '@type': 'LocationFeatureSpecification', name: feature, value: true })),
        );
        expect(unit.priceFrom, `${path}: the demo states a price`).toBeTypeOf('number');
        expect(node.offers, path).toMatchObject({
          '@type': 'Offer',
          price: unit.priceFrom,
          priceCurrency: 'EUR',
          priceSpecification: { '@type': 'UnitPriceSpecification', price: unit.priceFrom, priceCurrency: 'EUR', unitText: 'night' },
        });
        expectReferencesResolve(graph);
      }
    }
  });

  it('gives each open position a JobPosting, in every language', async () => {
    for (const locale of LOCALES) {
      const positions = (await cms<{ data: { slug: string; title: string; date: string; seasonTo: string }[] }>(`/${locale}/positions`))
        .data;
      expect(positions.length, locale).toBeGreaterThan(0);
      for (const position of positions) {
        const graph = await graphOf(buildPath('position', locale, { slug: position.slug }));
        const posting = nodeOf(graph, 'JobPosting');
        expect(posting).toMatchObject({
          title: position.title,
          datePosted: position.date,
          validThrough: position.seasonTo,
          employmentType: 'TEMPORARY',
        });
        expect(String(posting.description).length).toBeGreaterThan(50);
        expect((posting.jobLocation as { address: { addressCountry: string } }).address.addressCountry).toBe('IT');
        expectReferencesResolve(graph);
      }
    }
  });

  it('marks news as NewsArticle and offers as Offer with their dates and price', async () => {
    const locale: Locale = 'en';
    const [news] = (await cms<{ data: { slug: string; title: string; date: string }[] }>(`/${locale}/post`)).data;
    const article = nodeOf(await graphOf(buildPath('newsArticle', locale, { slug: news?.slug ?? '' })), 'NewsArticle');
    expect(article).toMatchObject({ headline: news?.title, datePublished: news?.date });
    const offers = (
      await cms<{ data: { slug: string; title: string; validTo: string; bookBy?: string; priceFrom?: number }[] }>(`/${locale}/offerte`)
    ).data;
    for (const item of offers) {
      const offer = nodeOf(await graphOf(buildPath('offer', locale, { slug: item.slug })), 'Offer');
      expect(offer).toMatchObject({ name: item.title, validThrough: item.bookBy ?? item.validTo });
      expect(offer.price).toBe(item.priceFrom);
      expect(offer.priceCurrency).toBe(item.priceFrom === undefined ? undefined : 'EUR');
    }
  });

  it('describes the restaurant with every dish of its menu and its price', async () => {
    for (const locale of LOCALES) {
      const menu = await cms<{ sections: { title: string; dishes: { name: string; price: number }[] }[] }>(
        `/${locale}/menu/ristorante-catullo`,
      );
      const restaurant = nodeOf(await graphOf(buildPath('restaurantMenu', locale)), 'Restaurant');
      const sections = (
        restaurant.hasMenu as { hasMenuSection: { name: string; hasMenuItem: { name: string; offers: { price: number } }[] }[] }
      ).hasMenuSection;
      expect(sections.map((section) => section.name)).toEqual(menu.sections.map((section) => section.title));
      expect(sections.flatMap((section) => section.hasMenuItem.map((dish) => [dish.name, dish.offers.price]))).toEqual(
        menu.sections.flatMap((section) => section.dishes.map((dish) => [dish.name, dish.price])),
      );
    }
  });

  it('gives every other page a breadcrumb trail from the home page down to itself', async () => {
    const [unit] = (await cms<{ data: { slug: string; title: string; type: string; group: { slug: string } }[] }>('/de/accommodations'))
      .data;
    if (!unit) throw new Error('no unit in the demo content');
    const path = buildPath('accommodation', 'de', { type: unit.type, group: unit.group.slug, unit: unit.slug });
    const trail = nodeOf(await graphOf(path), 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[];
    expect(trail.map((step) => step.item)).toEqual([
      `${ORIGIN}/de`,
      `${ORIGIN}${buildPath('accommodations', 'de')}`,
      `${ORIGIN}${buildPath('accommodationType', 'de', { type: unit.type })}`,
      `${ORIGIN}${path}`,
    ]);
    expect(trail.map((step) => step.position)).toEqual([1, 2, 3, 4]);
    expect(trail.at(-1)?.name).toBe(unit.title);
    const history = nodeOf(await graphOf(buildPath('history', 'pl')), 'BreadcrumbList').itemListElement as { item: string }[];
    expect(history.map((step) => step.item)).toEqual([`${ORIGIN}/pl`, `${ORIGIN}/pl/o-nas`, `${ORIGIN}/pl/o-nas/nasza-historia`]);
  });
});

describe('share cards', () => {
  it('gives every page an Open Graph and Twitter image: its own picture or the site card', async () => {
    const withPicture = await html(buildPath('about', 'it'));
    const faq = await html(buildPath('faq', 'da'));
    for (const { body } of [withPicture, faq]) {
      const og = body.match(/<meta property="og:image" content="([^"]+)"\/>/)?.[1];
      expect(og).toBeDefined();
      expect(body).toContain(`<meta name="twitter:image" content="${og}"/>`);
      expect(body).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"\/>/);
      expect(body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
    expect(faq.body).toContain(`<meta property="og:image" content="${ORIGIN}/social-card.png"/>`);
    expect(faq.body).toContain('<meta property="og:image:width" content="1200"/>');
    expect(withPicture.body).not.toContain('social-card.png');
  });
});
