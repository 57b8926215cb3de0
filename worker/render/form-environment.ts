import type { Context } from 'hono';
import type { FormEnvironment } from '../../client/forms/environment.ts';
import { type FormState, todayAtTheLake } from '../../shared/forms/index.ts';
import { availabilityPrefill, stayDates } from '../forms/prefill.ts';
import { href, type RouteName } from '../../shared/routes/index.ts';
import { readFormSecrets } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { createFormStamp } from '../forms/form-stamp.ts';
import { formsOnRoute } from '../forms/forms-on-route.ts';

/** What the forms of a page need from the worker: signed stamps, the bot check's public settings, today. */
export async function formEnvironment(c: Context<AppEnv>, routeName: RouteName | null, posted: FormState | null): Promise<FormEnvironment> {
  const config = c.get('config');
  const locale = c.get('locale');
  const secrets = readFormSecrets(c.env);
  const now = new Date();
  const forms = routeName ? formsOnRoute(routeName) : (['newsletter'] as const);
  const stamps = Object.fromEntries(
    await Promise.all(
      forms.map(async (form) => [form, secrets ? await createFormStamp(secrets.FORM_SIGNING_KEY, form, now.getTime()) : ''] as const),
    ),
  );
  const embedForm = config.NEWSLETTER_EMBED_FORMS[locale];
  return {
    posted,
    stamps,
    botcheck: { siteKey: config.BOTCHECK_SITE_KEY, scriptUrl: config.BOTCHECK_SCRIPT_URL },
    today: todayAtTheLake(now),
    newsletterEmbed: embedForm ? config.NEWSLETTER_EMBED_URL.replace('{form}', encodeURIComponent(embedForm)) : null,
    // A page without a route (the 404 page) cannot take a post: its newsletter posts to the home page.
    fallbackAction: routeName ? null : href('home', locale),
    // The 404 page is kept once per language and answered for every unknown address: it must not
    // carry the address it was first rendered for (its posts go to the home page, as above).
    pagePath: routeName ? new URL(c.req.url).pathname : href('home', locale),
    dates: stayDates(new URL(c.req.url).searchParams),
    prefill: (forms as readonly string[]).includes('availability')
      ? { availability: availabilityPrefill(new URL(c.req.url).searchParams) }
      : {},
  };
}
