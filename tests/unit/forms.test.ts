import { describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  bookingDate,
  fieldErrors,
  messageOf,
  newsletterSchema,
  parseDayMonthYear,
  readForm,
  sniffUpload,
  todayAtTheLake,
  uploadName,
} from '../../shared/forms/index.ts';
import type { z } from 'zod/mini';
import { getMessages } from '../../shared/i18n/index.ts';

/** The problems of a failed parse (a passing one is a test failure). */
function problems(result: { success: boolean; error?: z.core.$ZodError }) {
  if (result.success || !result.error) throw new Error('expected the schema to refuse this');
  return fieldErrors(result.error);
}

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

/** A ZIP local header (30 bytes) followed by the entry's name and content. */
const zipEntry = (name: string, content = '') => bytes([0x50, 0x4b, 0x03, 0x04], new Array(26).fill(0), name, content);

describe('upload type sniffing', () => {
  it('recognises each allowed type by its bytes', () => {
    expect(sniffUpload(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffUpload(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffUpload(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffUpload(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('doc');
    expect(sniffUpload(zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'))).toBe('odt');
    const docx = new Uint8Array([...zipEntry('[Content_Types].xml', '<Types/>'), ...zipEntry('word/document.xml', '<w:document/>')]);
    expect(sniffUpload(docx)).toBe('docx');
  });

  it('refuses disguised and other files whatever their name', () => {
    expect(sniffUpload(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffUpload(bytes(' %PDF-1.7'))).toBeNull();
    expect(sniffUpload(zipEntry('evil.exe', 'MZ'))).toBeNull();
    expect(sniffUpload(zipEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'))).toBeNull();
    expect(sniffUpload(new Uint8Array())).toBeNull();
  });

  it('names files from what the server knows, in plain ASCII', () => {
    expect(uploadName('cv', ['Łukasz', "D'Àngelo"], 'pdf')).toBe('cv-ukasz-d-angelo.pdf');
    expect(uploadName('cv', ['../../etc/passwd', '<script>'], 'docx')).toBe('cv-etc-passwd-script.docx');
    expect(uploadName('', ['', '!!!'], 'png')).toBe('document.png');
  });
});

describe('form dates', () => {
  it('gives the booking engine day-month-year without zero padding', () => {
    expect(bookingDate('2027-07-05')).toBe('5-7-2027');
    expect(bookingDate('2027-12-31')).toBe('31-12-2027');
    expect(() => bookingDate('05/07/2027')).toThrow(RangeError);
  });

  it('accepts only real dd/mm/yyyy days', () => {
    expect(parseDayMonthYear('3/4/1998')).toEqual({ year: 1998, month: 4, day: 3 });
    expect(parseDayMonthYear('31/02/2000')).toBeNull();
    expect(parseDayMonthYear('1998-04-03')).toBeNull();
  });

  it('takes "today" at the lake, not in UTC', () => {
    expect(todayAtTheLake(new Date('2027-07-04T22:30:00Z'))).toBe('2027-07-05');
  });
});

describe('form schemas', () => {
  it('reads repeated names as lists and ignores empty file inputs', () => {
    const data = new FormData();
    data.append('roles', 'reception');
    data.append('roles', 'market');
    data.append('email', 'a@example.com');
    data.append('cv', new File([], ''));
    expect(readForm(data)).toEqual({ roles: ['reception', 'market'], email: 'a@example.com' });
  });

  it('puts the newsletter’s messages on its fields, in each language', () => {
    const { email, privacy } = problems(newsletterSchema.safeParse({ email: ' ' }));
    if (!email || !privacy) throw new Error('both fields should have a problem');
    expect(messageOf(getMessages('it').forms, email)).toBe('*Il campo è obbligatorio');
    expect(messageOf(getMessages('it').forms, privacy)).toBe('Privacy obbligatoria');
    expect(messageOf(getMessages('pl').forms, email)).not.toBe('*Il campo è obbligatorio');
  });

  it('lets check-in be today but not yesterday, and wants an adult among the guests', () => {
    const base = { site: 'villaggio', firstname: 'A', lastname: 'B', email: 'a@b.it', 'guests.adults': '1' };
    const schema = availabilitySchema('2027-07-05');
    expect(schema.safeParse({ ...base, checkin: '2027-07-05', checkout: '2027-07-06' }).success).toBe(true);
    const past = schema.safeParse({ ...base, checkin: '2027-07-04', checkout: '2027-07-06', 'guests.adults': '0' });
    expect(Object.keys(problems(past))).toEqual(['checkin', 'guests.adults']);
  });
});
