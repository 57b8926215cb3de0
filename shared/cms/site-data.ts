import * as z from 'zod/mini';
import { imageSchema, isoDateSchema, itemBaseSchema } from './common.ts';

/** The 14 allergens of docs/product.md "Content", in the order of EU Regulation 1169/2011's annex. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'egg',
  'fish',
  'peanuts',
  'soy',
  'lactose',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

const MENU_SECTIONS = ['cuisine', 'pizzeria', 'desserts', 'snack', 'beverages'] as const;

/** Days of the week as schema.org names them (`https://schema.org/Monday`), Monday first. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day on the lake's clock, `HH:MM`. */
const timeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * When the restaurant is open: the season (dates included) and, for days of the week, one or
 * more services (lunch, dinner). A service closing after midnight closes "before" it opens.
 */
const openingHoursSchema = z.object({
  season: z.optional(z.object({ from: isoDateSchema, to: isoDateSchema })),
  services: z
    .array(z.object({ days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1)), opens: timeOfDaySchema, closes: timeOfDaySchema }))
    .check(z.minLength(1)),
});

/** `GET /{locale}/menu/ristorante-catullo`. */
export const restaurantMenuSchema = z.object({
  ...itemBaseSchema.shape,
  intro: z.string(),
  /** Optional: a menu the CMS sends without hours still shows its dishes. */
  openingHours: z.optional(openingHoursSchema),
  sections: z.array(
    z.object({
      key: z.enum(MENU_SECTIONS),
      title: z.string().check(z.minLength(1)),
      dishes: z.array(
        z.object({
          name: z.string().check(z.minLength(1)),
          description: z.optional(z.string()),
          price: z.number().check(z.nonnegative()),
          allergens: z.array(z.enum(ALLERGENS)),
        }),
      ),
    }),
  ),
});

/** `GET /{locale}/faq` (list). */
export const faqItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  category: z.string().check(z.minLength(1)),
  question: z.string().check(z.minLength(1)),
  answer: z.string().check(z.minLength(1)),
});

/** `GET /{locale}/job-modal/lavora-con-noi` (docs/product.md "Content"). */
export const jobModalSchema = z.object({
  titolo: z.string().check(z.minLength(1)),
  ruolo: z.string(),
  descrizione: z.string(),
  immagine: z.optional(imageSchema),
});

/**
 * `GET /{locale}/promo/floating` (docs/product.md "Content"); `titolo` is CMS HTML. `until`: the
 * last day it is shown, the last day of the offer it promotes (docs/product.md "Offers and seasons").
 */
export const floatingPromoSchema = z.object({
  titolo: z.string().check(z.minLength(1)),
  link: z.string().check(z.minLength(1)),
  link_esterno: z.boolean(),
  immagine: z.optional(z.nullable(imageSchema)),
  until: z.optional(isoDateSchema),
});

/** `GET /{locale}/map-points` (list): labelled points of interest on the village map. */
export const MAP_POINT_CATEGORIES = [
  'reception',
  'bar',
  'restaurant',
  'shop',
  'pool',
  'beach',
  'playground',
  'sport',
  'services',
  'parking',
  'toilets',
  'pets',
  'health',
  'entertainment',
] as const;
export const mapPointSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  label: z.string().check(z.minLength(1)),
  category: z.enum(MAP_POINT_CATEGORIES),
  x: z.number().check(z.gte(0), z.lte(100)),
  y: z.number().check(z.gte(0), z.lte(100)),
});

/**
 * `GET /{locale}/booking-settings/default`: booking engine identifiers per site
 * (docs/product.md "Content"). The widget keys are secrets and come from the worker's configuration.
 */
/** The engine's age-category id of a guest band (GUEST_AGE_BANDS); a band the site does not count has none. */
const categoryId = z.optional(z.string().check(z.minLength(1)));

const siteSettingsSchema = z.object({
  hotel: z.string().check(z.minLength(1)),
  layout: z.string().check(z.minLength(1)),
  channel: z.string().check(z.minLength(1)),
  ageCategories: z.object({ person: categoryId, children: categoryId, babies: categoryId }),
});
export const bookingSettingsSchema = z.object({
  villaggio: siteSettingsSchema,
  campeggio: siteSettingsSchema,
});

/** `GET /{locale}/company/default`: the operating company's legal details and links. */
export const companySchema = z.object({
  brand: z.string().check(z.minLength(1)),
  legalName: z.string().check(z.minLength(1)),
  registeredOffice: z.string().check(z.minLength(1)),
  vatNumber: z.string().check(z.minLength(1)),
  taxCode: z.string().check(z.minLength(1)),
  companyRegister: z.string().check(z.minLength(1)),
  shareCapital: z.string().check(z.minLength(1)),
  address: z.object({
    street: z.string().check(z.minLength(1)),
    postcode: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
    province: z.string().check(z.minLength(1)),
    country: z.string().check(z.length(2)),
  }),
  geo: z.object({ lat: z.number(), lng: z.number() }),
  phone: z.string().check(z.minLength(1)),
  email: z.email(),
  checkInTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  checkOutTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  certifications: z.array(z.object({ name: z.string().check(z.minLength(1)), image: imageSchema })),
  social: z.object({
    facebook: z.url(),
    instagram: z.url(),
    youtube: z.url(),
    twitter: z.url(),
    tiktok: z.url(),
  }),
  whistleblowingUrl: z.url(),
  sisterVillaUrl: z.url(),
  creditsUrl: z.url(),
});

/** `GET /{locale}/catalogue/default`: the browsable brochure, one image per page. */
export const catalogueSchema = z.object({
  ...itemBaseSchema.shape,
  intro: z.string(),
  pages: z.array(z.object({ image: imageSchema, caption: z.optional(z.string()) })).check(z.minLength(1)),
});

export type RestaurantMenu = z.infer<typeof restaurantMenuSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type JobModal = z.infer<typeof jobModalSchema>;
export type FloatingPromo = z.infer<typeof floatingPromoSchema>;
export type MapPoint = z.infer<typeof mapPointSchema>;
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export type Company = z.infer<typeof companySchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
