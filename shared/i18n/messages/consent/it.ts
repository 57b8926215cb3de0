import type { Translation } from '../../types.ts';

export const consentIt = {
  title: 'Cookie e privacy',
  text: 'Usiamo cookie tecnici, necessari al funzionamento del sito. Con il vostro consenso useremo anche cookie di analisi e di marketing, caricati tramite Google Tag Manager, per misurare le visite e migliorare le nostre proposte. Se li rifiutate, nessuno di questi viene caricato. Potete cambiare la vostra scelta in qualsiasi momento da «Impostazioni cookie», in fondo a ogni pagina.',
  accept: 'Accetto',
  reject: 'Rifiuto',
  moreInfo: 'Come usiamo i cookie',
  currentAccepted: 'Avete accettato i cookie di analisi e di marketing.',
  currentRejected: 'Avete rifiutato i cookie di analisi e di marketing.',
} satisfies Translation['consent'];
