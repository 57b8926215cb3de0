import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSwitch } from '../faults.ts';
import { type Answer, headerSubset, html, isEmail, send, truncated } from '../http.ts';
import type { Recorder } from '../recorder.ts';

/** The newsletter list (docs/product.md "Constants and limits"). */
export const NEWSLETTER_LIST = '26';
const GROUP = /^[\w-]{1,64}$/;

export type SubscribeResult = 'subscribed' | 'already-registered' | 'invalid';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The service's own page: Italian, as the real one; the outcome is in `data-result`. */
function page(status: number, result: SubscribeResult | 'error', message: string): Answer {
  return html(
    status,
    `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>Newsletter</title></head>
<body>
<main class="subscribe" data-result="${result}">
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`,
  );
}

/**
 * The service's embeddable form (docs/product.md "Upstreams"'s alternative newsletter block): it subscribes
 * through the same endpoint and tells its parent page its height, as the real one does.
 */
function embedPage(formId: string): Answer {
  return html(
    200,
    `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>Newsletter</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px}input,button{font:inherit;min-height:44px}</style></head>
<body>
<form action="../subscribe" method="get">
<input type="hidden" name="list" value="${NEWSLETTER_LIST}"><input type="hidden" name="group" value="embed-${escapeHtml(formId)}">
<input type="hidden" name="confirm" value="true">
<label for="email">Email</label><br><input id="email" name="email" type="email" required>
<button type="submit">Iscriviti</button>
</form>
<script>
const report = () => parent.postMessage({ height: document.documentElement.scrollHeight }, '*');
addEventListener('load', report);
new ResizeObserver(report).observe(document.body);
</script>
</body>
</html>
`,
  );
}

/**
 * The third-party mailing service's subscribe endpoint (docs/product.md "Upstreams"):
 * `GET /subscribe?list=26&group=…&email=…&confirm=true`, answered with an HTML page.
 * Subscribers are remembered in memory, by address without regard to case.
 * Mounted under `/mailing` by `demo/server.ts`.
 */
export function createMailing(faults: FaultSwitch, recorder: Recorder) {
  /** list → lower-cased address → group it subscribed with. */
  const subscribers = new Map<string, Map<string, string>>();

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    req.resume();
    const entry = recorder.record('mailing', { method: req.method ?? 'GET', path, search: url.search, headers: headerSubset(req) });
    const reply = (answer: Answer, outcome?: unknown, headers: Record<string, string> = {}) => {
      entry.status = answer.status;
      if (outcome !== undefined) entry.outcome = outcome;
      send(res, answer, headers);
    };

    const embed = /^\/embed\/([\w-]{1,64})$/.exec(path);
    if (embed && req.method === 'GET') return reply(embedPage(embed[1] as string));
    if (path !== '/subscribe') return reply(page(404, 'error', 'Pagina non trovata'));
    if (req.method !== 'GET') return reply(page(405, 'error', 'Metodo non consentito'), undefined, { Allow: 'GET' });

    const fault = await faults.apply('mailing', path + url.search);
    if (fault !== 'ok') entry.fault = fault;
    if (fault === 'fail') return reply(page(500, 'error', 'Errore interno del servizio'));
    if (fault === 'reject') {
      // Refused as the service refuses an address: its own page, 400, `data-result="invalid"`.
      const reason = faults.reason('mailing', path + url.search, 'Email non valida');
      return reply(page(400, 'invalid', reason), { result: 'invalid', reason });
    }

    const list = url.searchParams.get('list') ?? '';
    const group = url.searchParams.get('group') ?? '';
    const email = (url.searchParams.get('email') ?? '').trim();
    let answer: Answer;
    let result: SubscribeResult;
    if (list !== NEWSLETTER_LIST || !GROUP.test(group) || !isEmail(email)) {
      result = 'invalid';
      const reason = list !== NEWSLETTER_LIST ? 'Lista inesistente' : !GROUP.test(group) ? 'Gruppo non valido' : 'Email non valida';
      answer = page(400, result, reason);
    } else {
      const members = subscribers.get(list) ?? new Map<string, string>();
      subscribers.set(list, members);
      const address = email.toLowerCase();
      if (members.has(address)) {
        result = 'already-registered';
        answer = page(200, result, "L'indirizzo è già registrato");
      } else {
        members.set(address, group);
        result = 'subscribed';
        answer = page(200, result, 'Inserimento avvenuto correttamente.');
      }
    }
    // `malformed`: the subscription is processed, the page comes back cut short (no `data-result`).
    reply(fault === 'malformed' ? truncated(answer, answer.body.indexOf('<main') + '<main'.length) : answer, {
      result,
      confirm: url.searchParams.get('confirm') === 'true',
    });
  }

  return { handle };
}
