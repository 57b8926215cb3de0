/** Shows the loading splash; `detail.label` says what is being waited for. */
export const SHOW_LOADING = 'show-loading';
/** Hides it again (docs/product.md "Behaviour and timings": "hidden on the hide-loading event"). */
export const HIDE_LOADING = 'hide-loading';

export type ShowLoadingDetail = { label?: string };
