import {
  type Accommodation,
  type Company,
  companySchema,
  type Experience,
  type FaqItem,
  type Home,
  type News,
  type Offer,
  type Position,
  type RestaurantMenu,
  type Review,
  ratingSummary,
  type Service,
} from '../../shared/cms/index.ts';
import type { LoaderContext } from './types.ts';
import { absoluteUrl } from '../render/head.ts';
import { accommodation, campground, faqPage, jobPosting, newsArticle, offer, restaurant, webSite } from '../seo/schema-org.ts';
import type { StructuredData } from '../seo/structured-data.ts';

/** The company record every description needs; the page renders it too, so it is fetched once. */
function companyOf(context: LoaderContext): Promise<Company | null> {
  return context.content.item(context.locale, 'company', 'default', companySchema);
}

type Post =
  | { kind: 'news'; item: News }
  | { kind: 'positions'; item: Position }
  | { kind: 'offers'; item: Offer }
  | { kind: 'experiences'; item: Experience }
  | { kind: 'services'; item: Service };

/** A news article, an open position or an offer; experiences and services have no rich result. */
export async function postStructuredData(context: LoaderContext, post: Post, path: string): Promise<StructuredData[]> {
  const siteUrl = context.config.SITE_URL;
  const url = absoluteUrl(siteUrl, path);
  const absolute = (pathOrUrl: string) => absoluteUrl(siteUrl, pathOrUrl);
  switch (post.kind) {
    case 'news':
      return [newsArticle(post.item, url, siteUrl, absolute)];
    case 'offers':
      return [offer(post.item, url, siteUrl, absolute)];
    case 'positions': {
      const company = await companyOf(context);
      return company ? [jobPosting(post.item, company, siteUrl)] : [];
    }
    default:
      return [];
  }
}

/**
 * The village, described on its home page: amenities are its services, pets welcome if the pet
 * page exists; and the site in the page's language.
 */
export async function homeStructuredData(
  context: LoaderContext,
  home: Home,
  services: readonly Service[],
  petServiceSlug: string,
  path: string,
): Promise<StructuredData[]> {
  const company = await companyOf(context);
  if (!company) return [];
  const siteUrl = context.config.SITE_URL;
  const url = absoluteUrl(siteUrl, path);
  const node = campground({
    company,
    siteUrl,
    url,
    description: home.seo.description,
    image: home.hero.image,
    amenities: services,
    petsAllowed: services.some((service) => service.slug === petServiceSlug),
    absolute: (pathOrUrl) => absoluteUrl(siteUrl, pathOrUrl),
  });
  return [webSite(company.brand, url, context.locale, siteUrl), { ...node, ...reviewsData(home.reviews ?? []) }];
}

/** One unit on its page, in the village's Campground (described on the home page). */
export function accommodationStructuredData(context: LoaderContext, unit: Accommodation, path: string): StructuredData[] {
  const siteUrl = context.config.SITE_URL;
  return [accommodation({ unit, url: absoluteUrl(siteUrl, path), siteUrl, absolute: (pathOrUrl) => absoluteUrl(siteUrl, pathOrUrl) })];
}

/**
 * The reviews the home page shows and their average, exactly as shown (docs/product.md "Home"):
 * no rating is published that the page does not state.
 */
function reviewsData(reviews: readonly Review[]): Record<string, unknown> {
  const summary = ratingSummary(reviews);
  if (!summary) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      publisher: { '@type': 'Organization', name: review.source },
    })),
  };
}

export async function menuStructuredData(context: LoaderContext, menu: RestaurantMenu, path: string): Promise<StructuredData[]> {
  const company = await companyOf(context);
  if (!company) return [];
  const siteUrl = context.config.SITE_URL;
  return [restaurant(menu, company, absoluteUrl(siteUrl, path), siteUrl)];
}

/** The FAQ page's questions; none, no node (an empty FAQPage is an error for Google). */
export function faqStructuredData(context: LoaderContext, items: readonly FaqItem[], path: string): StructuredData[] {
  return items.length > 0 ? [faqPage(items, absoluteUrl(context.config.SITE_URL, path))] : [];
}
