/**
 * The spontaneous application's previous experiences: a repeatable block of five fields
 * (docs/product.md "Applications"). The visitor adds and removes blocks, with JavaScript in
 * place and without it by a submit button that re-renders the form (`intent`), nothing sent.
 */

/** The most blocks a form takes: a long season-work history, and a bound on what one post can carry. */
export const MAX_EXPERIENCES = 10;

/** Blocks an empty form shows. */
export const INITIAL_EXPERIENCES = 1;

export const EXPERIENCE_KEYS = ['place', 'workplace', 'sector', 'start', 'end'] as const;
export type ExperienceKey = (typeof EXPERIENCE_KEYS)[number];

/** `experience.0.place` … : flat names, as the form posts them. */
export const experienceField = (index: number, key: ExperienceKey) => `experience.${index}.${key}`;

/** The hidden field that carries how many blocks the form shows. */
export const EXPERIENCE_COUNT_FIELD = 'experienceCount';

/** The name of the submit buttons that change the form instead of sending it. */
export const INTENT_FIELD = 'intent';
export const ADD_EXPERIENCE = 'add-experience';
/** `remove-experience.2` removes the third block. */
export const REMOVE_EXPERIENCE = 'remove-experience';

export type ExperienceIntent = { kind: 'add' } | { kind: 'remove'; index: number };

export function parseExperienceIntent(value: unknown): ExperienceIntent | null {
  if (value === ADD_EXPERIENCE) return { kind: 'add' };
  const match = typeof value === 'string' ? /^remove-experience\.(\d{1,2})$/.exec(value) : null;
  if (!match) return null;
  const index = Number(match[1]);
  return index < MAX_EXPERIENCES ? { kind: 'remove', index } : null;
}

type Values = Record<string, unknown>;

const filled = (values: Values, index: number) =>
  EXPERIENCE_KEYS.some((key) => {
    const value = values[experienceField(index, key)];
    return typeof value === 'string' && value.trim() !== '';
  });

/**
 * How many blocks a posted form shows: the count it carried (or the initial one), never fewer
 * than reach its last filled-in block, so nothing typed disappears, and at most the maximum.
 */
export function experienceCount(values: Values): number {
  const posted = values[EXPERIENCE_COUNT_FIELD];
  const carried = typeof posted === 'string' && /^\d{1,2}$/.test(posted) ? Number(posted) : INITIAL_EXPERIENCES;
  let last = -1;
  for (let index = 0; index < MAX_EXPERIENCES; index++) if (filled(values, index)) last = index;
  return Math.min(MAX_EXPERIENCES, Math.max(carried, last + 1));
}

/** The indexes of the blocks that hold something: what the staff's mail lists. */
export function filledExperiences(values: Values): number[] {
  return Array.from({ length: MAX_EXPERIENCES }, (_, index) => index).filter((index) => filled(values, index));
}

/**
 * A form's values after an intent, and the field to focus in the re-rendered form: the new
 * block's first field; after a removal the block that took its place, or the one before it,
 * or the add button when none is left.
 */
export function applyExperienceIntent<T extends string | string[]>(
  values: Record<string, T>,
  intent: ExperienceIntent,
): { values: Record<string, T | string>; focus: string } {
  const count = experienceCount(values);
  const next: Record<string, T | string> = { ...values };
  if (intent.kind === 'add') {
    if (count >= MAX_EXPERIENCES) return { values: { ...next, [EXPERIENCE_COUNT_FIELD]: String(count) }, focus: ADD_EXPERIENCE };
    next[EXPERIENCE_COUNT_FIELD] = String(count + 1);
    return { values: next, focus: experienceField(count, 'place') };
  }
  if (intent.index >= count) return { values: { ...next, [EXPERIENCE_COUNT_FIELD]: String(count) }, focus: ADD_EXPERIENCE };
  for (let index = intent.index; index < MAX_EXPERIENCES; index++) {
    for (const key of EXPERIENCE_KEYS) {
      const following = values[experienceField(index + 1, key)];
      if (following !== undefined && index + 1 < count) next[experienceField(index, key)] = following;
      else delete next[experienceField(index, key)];
    }
  }
  const left = count - 1;
  next[EXPERIENCE_COUNT_FIELD] = String(left);
  const focus = left === 0 ? ADD_EXPERIENCE : experienceField(Math.min(intent.index, left - 1), 'place');
  return { values: next, focus };
}
