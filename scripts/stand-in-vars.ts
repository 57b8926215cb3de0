/**
 * Every upstream var of wrangler.toml pointed at the demo stand-ins served at `demoUrl`
 * (demo/server.ts), whatever port they got: the one list `npm start`, the bench and the load
 * test all use.
 */
export function standInVars(demoUrl: string): Record<string, string> {
  return {
    CMS_BASE_URL: `${demoUrl}/cms`,
    IMAGE_RESIZING: demoUrl,
    BOOKING_REQUEST_URL: `${demoUrl}/booking/customer-request`,
    BOOKING_ONLINE_URL: `${demoUrl}/booking/book`,
    MAILING_SUBSCRIBE_URL: `${demoUrl}/mailing/subscribe`,
    MAIL_BASE_URL: demoUrl,
    BOTCHECK_SCRIPT_URL: `${demoUrl}/botcheck/api.js`,
    BOTCHECK_VERIFY_URL: `${demoUrl}/botcheck/siteverify`,
    NEWSLETTER_EMBED_URL: `${demoUrl}/mailing/embed/{form}`,
    TAG_MANAGER_URL: `${demoUrl}/tagmanager/gtm.js`,
  };
}
