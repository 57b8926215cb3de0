import type { Translation } from '../../types.ts';

export const consentIt = {
  title: 'Cookie e privacy',
  text: 'Usiamo cookie tecnici, necessari al funzionamento del sito. Con il tuo consenso useremo anche cookie di analisi e di marketing, caricati tramite Google Tag Manager, per misurare le visite e migliorare le nostre proposte. Se li rifiuti, nessuno di questi viene caricato. Puoi cambiare la tua scelta in qualsiasi momento da «Impostazioni cookie», in fondo a ogni pagina.',
  accept: 'Accetta',
  reject: 'Rifiuta',
  moreInfo: 'Come usiamo i cookie',
} satisfies Translation['consent'];
