import { describe, expect, it } from 'vitest';
import { withReference } from '../../scripts/submissions.ts';
import { readReference, submissionReference } from '../../worker/forms/reference.ts';
import type { StoredSubmission } from '../../worker/forms/submission-record.ts';

/** The reference a visitor quotes (worker/forms/reference.ts): worked out from the submission's id, read back as staff type it. */
describe('submission reference', () => {
  it('is LS and two groups of four from an alphabet without I, L, O or U, the same for the same id', () => {
    const id = 'e00f2844-a3ba-49e1-b7fd-3c19c22ae8be';
    expect(submissionReference(id)).toBe('LS-W07J-GH53');
    expect(submissionReference(id.toUpperCase())).toBe('LS-W07J-GH53');
    expect(submissionReference('00000000-0000-4000-8000-000000000000')).toBe('LS-0000-0000');
    expect(submissionReference('ffffffff-ff00-4000-8000-000000000000')).toBe('LS-ZZZZ-ZZZZ');
    for (let i = 0; i < 200; i++)
      expect(submissionReference(crypto.randomUUID())).toMatch(/^LS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('is worked out only from a UUID: a record written by hand has none', () => {
    expect(submissionReference('b2-parked')).toBeNull();
    expect(submissionReference('')).toBeNull();
  });

  it('is read back however it is typed: any case, spaces or no dashes, O for zero, I or L for one', () => {
    expect(readReference('LS-W07J-GH53')).toBe('LS-W07J-GH53');
    expect(readReference(' ls w07j gh53 ')).toBe('LS-W07J-GH53');
    expect(readReference('LSWO7JGH53')).toBe('LS-W07J-GH53');
    expect(readReference('LS-1IL1-0000')).toBe('LS-1111-0000');
  });

  it('is not read from an id or a code of another length or alphabet', () => {
    for (const text of ['b2-parked', 'e00f2844-a3ba-49e1-b7fd-3c19c22ae8be', 'W07J-GH53', 'LS-W07J-GH5', 'LS-W07J-GH53X', 'LS-W07J-GH5U']) {
      expect(readReference(text), text).toBeNull();
    }
  });

  it('is shown next to the id by `npm run submissions -- show`, for the forms that give one', () => {
    const record: StoredSubmission = {
      id: 'e00f2844-a3ba-49e1-b7fd-3c19c22ae8be',
      form: 'application',
      locale: 'it',
      receivedAt: '2026-05-01T10:00:00.000Z',
      status: 'parked',
      attempts: 3,
      redrives: 0,
      job: null,
    };
    expect(Object.keys(withReference(record)).slice(0, 2)).toEqual(['id', 'reference']);
    expect(withReference(record).reference).toBe('LS-W07J-GH53');
    expect(withReference({ ...record, form: 'newsletter' }).reference).toBeUndefined();
  });
});
