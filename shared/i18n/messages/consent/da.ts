import type { Translation } from '../../types.ts';

export const consentDa = {
  title: 'Cookies og privatliv',
  text: 'Vi bruger tekniske cookies, som er nødvendige for, at hjemmesiden fungerer. Med dit samtykke bruger vi også statistik- og marketingcookies, som indlæses via Google Tag Manager, til at måle besøg og forbedre vores tilbud. Hvis du afviser dem, indlæses ingen af dem. Du kan til enhver tid ændre dit valg under »Cookieindstillinger« nederst på hver side.',
  accept: 'Accepter',
  reject: 'Afvis',
  moreInfo: 'Sådan bruger vi cookies',
  currentAccepted: 'Du har accepteret statistik- og marketingcookies.',
  currentRejected: 'Du har afvist statistik- og marketingcookies.',
} satisfies Translation['consent'];
