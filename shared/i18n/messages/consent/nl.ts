import type { Translation } from '../../types.ts';

export const consentNl = {
  title: 'Cookies en privacy',
  text: 'We gebruiken technische cookies die nodig zijn om de website te laten werken. Met je toestemming gebruiken we daarnaast analytische en marketingcookies, geladen via Google Tag Manager, om bezoeken te meten en ons aanbod te verbeteren. Als je ze weigert, wordt daarvan niets geladen. Je kunt je keuze altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.',
  accept: 'Accepteren',
  reject: 'Weigeren',
  moreInfo: 'Hoe wij cookies gebruiken',
  currentAccepted: 'Je hebt analytische en marketingcookies geaccepteerd.',
  currentRejected: 'Je hebt analytische en marketingcookies geweigerd.',
} satisfies Translation['consent'];
