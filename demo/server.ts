import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBooking } from './booking/server.ts';
import { createBotcheck } from './botcheck/server.ts';
import { DEMO_CMS_WEBHOOK_SECRET } from './cms/publish.ts';
import { createCms } from './cms/server.ts';
import { createImageResizing } from './images/server.ts';
import { createFaultSwitch, FAULT_MODES, type FaultMode } from './faults.ts';
import { createMail } from './mail/server.ts';
import { createMailing } from './mailing/server.ts';
import { createRecorder } from './recorder.ts';
import { createTagManager } from './tagmanager/server.ts';

const root = dirname(fileURLToPath(import.meta.url));
const MODES = FAULT_MODES;

/** The stand-ins, by the name used in `/__faults/{service}` and `/__requests/{service}`; each is mounted at `/{service}/`. */
export const SERVICES = ['cms', 'booking', 'mailing', 'mail', 'botcheck', 'tagmanager'] as const;
export type Service = (typeof SERVICES)[number];

export type DemoOptions = {
  /** `widgetapikey` values the booking engine accepts (env `DEMO_BOOKING_KEYS`, comma-separated). */
  bookingKeys?: string[];
  /** The bot check's server-side secret (env `DEMO_BOTCHECK_SECRET`). */
  botcheckSecret?: string;
  /** The hostname the bot check reports tokens were issued on (env `DEMO_BOTCHECK_HOSTNAME`). */
  botcheckHostname?: string;
  /** The site the demo CMS announces edits to (env `DEMO_SITE_URL`); none: edits are not announced. */
  siteUrl?: string | undefined;
  /** The secret the CMS signs notices with (env `DEMO_CMS_WEBHOOK_SECRET`), the site's `CMS_WEBHOOK_SECRET`. */
  cmsWebhookSecret?: string | undefined;
  /**
   * The day at the lake (`YYYY-MM-DD`) the booking engine takes as today for its past-date checks,
   * the site's `SITE_TODAY` (`SITE_TODAY=2027-03-01 npm start`); absent: the real clock.
   */
  today?: string | undefined;
};

function isService(name: string): name is Service {
  return (SERVICES as readonly string[]).includes(name);
}

/**
 * Every upstream of the site on one local port, each under its own prefix, speaking the real
 * service's HTTP contract: `/cms` (headless CMS), `/booking` (booking engine), `/mailing`
 * (newsletter service), `/mail` (mail endpoint), `/botcheck` (reCAPTCHA v3 contract),
 * `/tagmanager` (Google Tag Manager's `gtm.js`), and Cloudflare image resizing at `/cdn-cgi/image/` (demo/images).
 * `/__faults/{service}` switches a stand-in to fail, stall or answer with a broken body;
 * `/__requests/{service}` shows what it was asked. Port 0 picks a free port (see `port`).
 */
export function startDemo(port: number, host = '127.0.0.1', options: DemoOptions = {}) {
  const faults = createFaultSwitch();
  const recorder = createRecorder();
  const cms = createCms(join(root, 'content'), join(root, 'media'), faults, recorder, {
    siteUrl: options.siteUrl ?? process.env.DEMO_SITE_URL,
    secret: options.cmsWebhookSecret ?? process.env.DEMO_CMS_WEBHOOK_SECRET ?? DEMO_CMS_WEBHOOK_SECRET,
  });
  const booking = createBooking(
    {
      keys:
        options.bookingKeys ??
        (process.env.DEMO_BOOKING_KEYS ?? 'demo-village-key,demo-camping-key')
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      settingsFile: join(root, 'content', 'it', 'booking-settings.json'),
      today: options.today,
    },
    faults,
    recorder,
  );
  const mailing = createMailing(faults, recorder);
  const mail = createMail(faults, recorder);
  const botcheck = createBotcheck(
    {
      secret: options.botcheckSecret ?? process.env.DEMO_BOTCHECK_SECRET ?? 'demo-botcheck-secret',
      hostname: options.botcheckHostname ?? process.env.DEMO_BOTCHECK_HOSTNAME ?? 'localhost',
    },
    faults,
    recorder,
  );
  const tagmanager = createTagManager(faults, recorder);
  const handlers = { cms, booking, mailing, mail, botcheck, tagmanager };
  const images = createImageResizing(join(root, 'media'));

  // Headers of up to 64 KiB reach the stand-ins, so each answers an oversized request by its own contract (414, 413).
  const server = createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    const path = url.pathname;
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const fail = (error: unknown) => {
      console.error(error);
      if (!res.headersSent) reply(500, { message: 'stand-in error' });
    };
    // Cloudflare image resizing, served at the same path as on the site's zone.
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (rawPath.startsWith('/cdn-cgi/image/')) {
      images.handle(req, res, (req.url ?? '').slice('/cdn-cgi/image/'.length)).catch(fail);
      return;
    }
    const prefix = path.match(/^\/([\w-]+)\//)?.[1];
    if (prefix && isService(prefix)) {
      handlers[prefix].handle(req, res, path.slice(prefix.length + 1), url).catch(fail);
      return;
    }
    // Every active fault of every stand-in, by service.
    if (path === '/__faults' && req.method === 'GET') {
      return reply(200, Object.fromEntries(SERVICES.map((service) => [service, faults.list(service)])));
    }
    const faultMatch = path.match(/^\/__faults\/([\w-]+)$/);
    if (faultMatch?.[1]) {
      const service = faultMatch[1];
      if (!isService(service)) return reply(404, { message: `no stand-in named ${service}; one of ${SERVICES.join(', ')}` });
      if (req.method === 'POST') {
        const mode = (url.searchParams.get('mode') ?? 'ok') as FaultMode;
        if (!MODES.includes(mode)) return reply(400, { message: `mode must be one of ${MODES.join(', ')}` });
        const reason = url.searchParams.get('reason') ?? '';
        faults.set(service, mode, Number(url.searchParams.get('delayMs') ?? 0), url.searchParams.get('match') ?? '', reason);
      }
      return reply(200, faults.list(service));
    }
    const requestsMatch = path.match(/^\/__requests\/([\w-]+)$/);
    if (requestsMatch?.[1]) {
      const service = requestsMatch[1];
      if (!isService(service)) return reply(404, { message: `no stand-in named ${service}; one of ${SERVICES.join(', ')}` });
      if (req.method === 'DELETE') recorder.clear(service);
      // The CMS keeps its original shape, counts by path and query; the others list every request.
      return reply(200, service === 'cms' ? recorder.counts('cms') : { requests: recorder.list(service) });
    }
    if (path === '/__health') return reply(200, { ok: true });
    reply(404, { message: 'Not found' });
  });

  return new Promise<{ close(): Promise<void>; port: number }>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`demo stand-ins cannot listen on ${host}:${port}: ${error.message}`)));
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        port: actualPort,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.DEMO_PORT ?? 8790);
  startDemo(port).then((demo) =>
    console.log(`demo stand-ins on http://127.0.0.1:${demo.port} (${SERVICES.map((service) => `/${service}`).join(', ')})`),
  );
}
