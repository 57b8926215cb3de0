import type { FormName } from '../../shared/forms/index.ts';

/**
 * The reference a visitor quotes when they write or call about a submission (docs/product.md
 * "Forms: references"): `LS-7K3Q-9F2M`, the first 40 bits of the submission's id (a random
 * UUID, also the upstream's idempotency key) in Crockford's base 32, which has no I, L, O or U,
 * so nothing in it reads as something else. The id stays the key: the reference is worked out
 * from it wherever it is shown, so the visitor, the staff mail and the stored record agree.
 */
export const REFERENCE_PREFIX = 'LS';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DIGITS = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The forms whose confirmation gives a reference: the ones staff answer in person. */
export const REFERENCED_FORMS: readonly FormName[] = ['availability', 'application', 'position'];

/** The reference of a submission id; null for an id that is not a UUID (records written by hand). */
export function submissionReference(id: string): string | null {
  if (!UUID.test(id)) return null;
  // 40 bits: exact in a double, and all random in a version 4 UUID (the version digit comes later).
  let value = Number.parseInt(id.slice(0, 8) + id.slice(9, 11), 16);
  let digits = '';
  for (let i = 0; i < DIGITS; i++) {
    digits = (ALPHABET[value % 32] ?? '') + digits;
    value = Math.floor(value / 32);
  }
  return `${REFERENCE_PREFIX}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * A reference as staff type it from a mail or a phone call (any case, spaces or dashes, O for
 * zero, I or L for one), written the way the site shows it; null when it is not one. The
 * prefix is required, so an id is never read as a reference.
 */
export function readReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]+/g, '');
  if (!compact.startsWith(REFERENCE_PREFIX)) return null;
  const digits = compact.slice(REFERENCE_PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (digits.length !== DIGITS || [...digits].some((char) => !ALPHABET.includes(char))) return null;
  return `${REFERENCE_PREFIX}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}
