import { describe, expect, it } from 'vitest';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALE_ISO, LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, html } from './fetch.ts';

type Review = { text: string; author: string; date: string; rating: number; source: string };
type HomeContent = {
  keyFacts: { where: string; lake: string; onSite: string; season: string };
  reviews: Review[];
  gettingThere: string[];
};

/** The home page's content as the CMS stand-in serves it, facts filled in. */
async function homeContent(locale: string): Promise<HomeContent> {
  return (await (await fetch(`${DEMO}/cms/${locale}/page/home`)).json()) as HomeContent;
}

/** The text a visitor reads: tags dropped, React's entities decoded. */
function visibleText(body: string): string {
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('home page: key facts, reviews, how to get here', () => {
  it.for(LOCALES)('%s: the key facts come right after the hero, before anything else', async (locale) => {
    const content = await homeContent(locale);
    const { response, body } = await html(buildPath('home', locale));
    expect(response.status).toBe(200);
    const m = getMessages(locale).home;
    const facts = body.indexOf('id="home-key-facts"');
    expect(facts).toBeGreaterThan(body.indexOf('class="hero"'));
    expect(facts).toBeLessThan(body.indexOf('id="home-accommodations"'));
    // The highlighted block (when the CMS shows it) comes after them.
    if (body.includes('id="highlight-title"')) expect(facts).toBeLessThan(body.indexOf('id="highlight-title"'));
    const section = visibleText(body.slice(facts, body.indexOf('</section>', facts)));
    expect(section).toContain(m.keyFactsTitle);
    for (const [label, value] of [
      [m.where, content.keyFacts.where],
      [m.lake, content.keyFacts.lake],
      [m.onSite, content.keyFacts.onSite],
      [m.season, content.keyFacts.season],
    ]) {
      expect(section, label).toContain(`${label}${value}`);
    }
    // The facts are filled in by the CMS: the units as the facts file states them (village.units).
    expect(section).not.toContain('{{fact:');
    expect(section).toMatch(/(^|\D)120(\D|$)/);
  });

  it.for(LOCALES)('%s: guest reviews with their rating, date and source, their average, and the same in JSON-LD', async (locale) => {
    const { reviews } = await homeContent(locale);
    expect(reviews.length).toBeGreaterThan(2);
    const { body } = await html(buildPath('home', locale));
    const m = getMessages(locale).home;
    const start = body.indexOf('id="home-reviews"');
    expect(start).toBeGreaterThan(0);
    const section = visibleText(body.slice(start, body.indexOf('</section>', start)));
    const month = new Intl.DateTimeFormat(LOCALE_ISO[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const review of reviews) {
      expect(section).toContain(review.text);
      expect(section).toContain(format(m.reviewRating, { value: review.rating }));
      expect(section).toContain(
        `${review.author}, ${month.format(new Date(`${review.date}-01T00:00:00Z`))}, ${format(m.reviewSource, { source: review.source })}`,
      );
    }
    expect(new Set(reviews.map((review) => review.source))).toEqual(new Set(['Google', 'TripAdvisor']));
    const average = Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
    const shown = new Intl.NumberFormat(LOCALE_ISO[locale], { maximumFractionDigits: 1 }).format(average);
    expect(section).toContain(format(m.ratingAverage, { value: shown }));
    expect(section).toContain(format(m.ratingBasis, { count: reviews.length }));

    const json = body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    const graph = (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'];
    const campground = graph.find((node) => node['@type'] === 'Campground') as Record<string, unknown>;
    expect(campground.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
    });
    const published = campground.review as { reviewBody: string; reviewRating: { ratingValue: number }; publisher: { name: string } }[];
    expect(published.map((review) => [review.reviewBody, review.reviewRating.ratingValue, review.publisher.name])).toEqual(
      reviews.map((review) => [review.text, review.rating, review.source]),
    );
  });

  it.for(LOCALES)('%s: how to get here, linking to the route calculator on the contacts page', async (locale) => {
    const { gettingThere } = await homeContent(locale);
    const { body } = await html(buildPath('home', locale));
    const start = body.indexOf('id="home-getting-there"');
    expect(start).toBeGreaterThan(0);
    const markup = body.slice(start, body.indexOf('</section>', start));
    for (const line of gettingThere) expect(visibleText(markup)).toContain(line);
    expect(markup).toContain(`href="${buildPath('contacts', locale)}#route"`);
    expect(visibleText(markup)).toContain(getMessages(locale).home.planRoute);
  });
});
