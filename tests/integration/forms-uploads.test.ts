import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { MAX_IMAGE_SIDE, MAX_UNPACKED_MB } from '../../shared/forms/upload-contents.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import {
  docxBytes,
  docxFollina,
  docxHonest,
  docxNotZip,
  docxWithExecutable,
  docxWithMacros,
  jpegBytes,
  legacyDocWithMacros,
  odtBytes,
  pdfBytes,
  pdfHeaderBeforeHtml,
  pdfHonestWithObjectStream,
  pdfWithAppendedZip,
  pdfWithOpenActionScript,
  pngBytes,
  pngWithHtmlAfterEnd,
  zipBomb,
} from '../support/uploads.ts';
import { demoList } from './fetch.ts';
import { botToken, form, pastStamp, post, requests, unique } from './forms-support.ts';

/** Each upload built here, honest or hostile, sent through the real form to the mail stand-in. */

const state = async (response: Response) => (await response.json()) as FormState;

const application = (surname: string) => ({
  form: 'application',
  surname,
  name: 'Giulia',
  birthplace: 'Verona',
  birthDate: '03/04/1998',
  privacy: 'on',
});

const mailsFor = async (surname: string) =>
  (await requests('mail')).filter((request) => new URLSearchParams(request.search).get('name') === `Giulia ${surname}`);

describe('the CV field refuses hostile uploads with a message', () => {
  const en = getMessages('en').forms.errors;
  const cases: [string, () => File, string][] = [
    [
      'a PDF header in front of an HTML page',
      () => new File([pdfHeaderBeforeHtml()], 'cv.pdf', { type: 'application/pdf' }),
      en.fileDamaged,
    ],
    ['a “DOCX” that is not a ZIP', () => new File([docxNotZip()], 'cv.docx'), en.fileDamaged],
    ['a DOCX with a macro project (vbaProject.bin)', () => new File([docxWithMacros()], 'cv.docx'), en.fileMacros],
    ['a DOCX carrying an executable', () => new File([docxWithExecutable()], 'cv.docx'), en.fileMacros],
    [
      `a zip bomb inflating past ${MAX_UNPACKED_MB} MB`,
      () => new File([zipBomb(100)], 'cv.docx'),
      format(en.fileUnpackedTooLarge, { unpacked: MAX_UNPACKED_MB }),
    ],
    // It claims less than its compressed data: refused before anything is inflated.
    ['a zip bomb lying about its size', () => new File([zipBomb(100, true)], 'cv.docx'), en.fileDamaged],
    [
      'a PDF that runs JavaScript when opened and carries an executable',
      () => new File([pdfWithOpenActionScript()], 'cv.pdf', { type: 'application/pdf' }),
      en.fileActiveContent,
    ],
    ['a PDF with a ZIP appended after %%EOF', () => new File([pdfWithAppendedZip()], 'cv.pdf'), en.fileActiveContent],
    ['a DOCX with an external OLE object (Follina)', () => new File([docxFollina()], 'cv.docx'), en.fileActiveContent],
    ['a legacy Word file with macros', () => new File([legacyDocWithMacros()], 'cv.doc'), en.fileLegacyOffice],
    ['a PNG with an HTML page after its end', () => new File([pngWithHtmlAfterEnd()], 'me.png'), en.imageNotOnlyImage],
    [
      'a PNG wider than allowed',
      () => new File([pngBytes(40_000, 40_000)], 'me.png'),
      format(en.imageTooLarge, { pixels: MAX_IMAGE_SIDE }),
    ],
    ['a JPEG with no size in its header', () => new File([jpegBytes(0, 0)], 'me.jpg'), en.fileDamaged],
    ['an HTML page named as such', () => new File(['<!doctype html><script>alert(1)</script>'], 'cv.html'), en.fileType],
  ];

  it.for(cases)('%s', async ([, file, message]) => {
    const surname = unique('Hostile');
    const response = await post(
      buildPath('spontaneousApplication', 'en'),
      form({ ...application(surname), cv: file(), 'botcheck-token': botToken('application') }),
    );
    expect(response.status).toBe(400);
    const result = await state(response);
    expect(result.status).toBe('invalid');
    expect(result.errors).toEqual({ cv: message });
    expect(await mailsFor(surname)).toHaveLength(0);
  });

  it('shows the message on the field of the page re-rendered without JavaScript, in the page’s language', async () => {
    const pl = getMessages('pl').forms.errors;
    const response = await post(
      buildPath('spontaneousApplication', 'pl'),
      form({ ...application(unique('NoJs')), cv: new File([docxWithMacros()], 'cv.docx'), stamp: await pastStamp('application') }),
      { json: false },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(pl.fileMacros);
  });

  it('refuses the same on a position’s document field', async () => {
    const [position] = await demoList('it', 'positions');
    const response = await post(
      buildPath('position', 'it', { slug: position?.slug ?? '' }),
      form({
        form: 'position',
        name: 'Giulia',
        surname: unique('Pos'),
        email: 'giulia@example.com',
        privacy: 'on',
        document: new File([zipBomb(100)], 'cv.docx'),
        'botcheck-token': botToken('position'),
      }),
    );
    expect(response.status).toBe(400);
    expect((await state(response)).errors).toEqual({
      document: format(getMessages('it').forms.errors.fileUnpackedTooLarge, { unpacked: MAX_UNPACKED_MB }),
    });
  });
});

describe('honest uploads are delivered under a name and type the server chose', () => {
  const cases: [string, () => File, string, string][] = [
    [
      'a DOCX',
      () => new File([docxBytes()], 'Mein Lebenslauf.docx'),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an ODT', () => new File([odtBytes()], 'cv.odt'), 'odt', 'application/vnd.oasis.opendocument.text'],
    ['a PNG', () => new File([pngBytes(1200, 1600)], 'scan.png'), 'png', 'image/png'],
    ['a JPEG', () => new File([jpegBytes(4032, 3024)], 'IMG_0001.JPG'), 'jpg', 'image/jpeg'],
    ['a 1 MB PDF', () => new File([pdfBytes(1024 * 1024)], 'cv.pdf'), 'pdf', 'application/pdf'],
    [
      'a DOCX with web and mail links',
      () => new File([docxHonest()], 'cv.docx'),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a PDF with object streams and a web link', () => new File([pdfHonestWithObjectStream()], 'cv.pdf'), 'pdf', 'application/pdf'],
  ];

  it.for(cases)('%s', async ([, file, extension, contentType]) => {
    const surname = unique('Honest');
    const response = await post(
      buildPath('spontaneousApplication', 'it'),
      form({ ...application(surname), cv: file(), 'botcheck-token': botToken('application') }),
    );
    expect(response.status).toBe(200);
    const [mail] = await mailsFor(surname);
    const body = mail?.body as { attachments: { filename: string; contentType: string }[] };
    expect(body.attachments).toEqual([
      expect.objectContaining({ filename: `cv-${surname.toLowerCase()}-giulia.${extension}`, contentType }),
    ]);
  });
});
