import type { en } from './messages/en.ts';

/** The shape of the dictionary with every leaf a string. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Messages = Widen<typeof en>;

type DeepPartial<T> = { readonly [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A translation: the same shape as English, no other key (catalogue.ts holds it to every key). */
export type Translation = DeepPartial<Messages>;
