/** The hidden fields every form posts besides its own (client/forms/FormShell.tsx writes them, the worker reads them). */
export const FORM_FIELD = 'form';
/** The bot check's token, set by the island just before it posts. */
export const TOKEN_FIELD = 'botcheck-token';
/** The signed time the form was shown (the no-JavaScript spam check). */
export const STAMP_FIELD = 'stamp';
/** Hidden from people, so left empty by them; naive bots fill it. */
export const HONEYPOT_FIELD = 'website';
