import { describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  contactSchema,
  echoedValues,
  FORM_NAMES,
  type FormName,
  isWellFormed,
  newsletterSchema,
  POSTED_FIELDS,
  positionApplicationSchema,
  spontaneousApplicationSchema,
} from '../../shared/forms/index.ts';

/** The table of posted fields must say what the schemas say: the same names, the same lengths. */

type Shape = Record<string, { safeParse(value: unknown): { success: boolean } }>;
const availability = availabilitySchema('2026-01-01') as unknown as { _zod: { def: { in: { shape: Shape } } } };
const SHAPES: Record<FormName, Shape> = {
  newsletter: newsletterSchema.shape as unknown as Shape,
  availability: availability._zod.def.in.shape,
  application: spontaneousApplicationSchema('2026-01-01').shape as unknown as Shape,
  position: positionApplicationSchema.shape as unknown as Shape,
  contact: contactSchema.shape as unknown as Shape,
};

describe('posted fields', () => {
  it.for(FORM_NAMES)('%s: lists exactly the schema’s fields', (form) => {
    expect(Object.keys(POSTED_FIELDS[form]).sort()).toEqual(Object.keys(SHAPES[form]).sort());
  });

  it.for(FORM_NAMES)('%s: a free-text field’s length is the schema’s limit', (form) => {
    for (const [name, field] of Object.entries(POSTED_FIELDS[form])) {
      const schema = SHAPES[form][name];
      // Checkboxes (`on`, two characters) take any value as ticked: there is no length to compare.
      if (field.kind !== 'text' || !schema || field.max === 2) continue;
      // Free text: a string of letters as long as the limit passes the length check, one more does not.
      if (schema.safeParse('a'.repeat(field.max)).success) expect(schema.safeParse('a'.repeat(field.max + 1)).success, name).toBe(false);
    }
  });

  it('refuses a repeated single field and an oversized hidden field, not a repeated checkbox group', () => {
    const entries = (pairs: [string, string][]) => pairs;
    expect(isWellFormed('newsletter', entries([['email', 'a@b.c']]))).toBe(true);
    expect(
      isWellFormed(
        'newsletter',
        entries([
          ['botcheck-token', 'x'],
          ['botcheck-token', ''],
        ]),
      ),
    ).toBe(false);
    expect(isWellFormed('newsletter', entries([['botcheck-token', 'x'.repeat(4097)]]))).toBe(false);
    expect(
      isWellFormed(
        'application',
        entries([
          ['roles', 'market'],
          ['roles', 'reception'],
        ]),
      ),
    ).toBe(true);
    // Names of no form are not the post's business: they are ignored, and never shown back.
    expect(
      isWellFormed(
        'newsletter',
        entries([
          ['other', '1'],
          ['other', '2'],
        ]),
      ),
    ).toBe(true);
  });

  it('echoes only the form’s own fields, cut to their length, checkbox groups to their options', () => {
    const shown = echoedValues('application', {
      name: 'n'.repeat(1000),
      roles: ['market', 'evil', 'market'],
      cv: 'not shown',
      extra: 'x',
      'botcheck-token': 'secret',
    });
    expect(shown).toEqual({ name: 'n'.repeat(100), roles: ['market'] });
  });
});
