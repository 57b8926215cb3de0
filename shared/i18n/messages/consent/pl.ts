import type { Translation } from '../../types.ts';

export const consentPl = {
  title: 'Pliki cookie i prywatność',
  text: 'Używamy technicznych plików cookie, niezbędnych do działania strony. Za Państwa zgodą będziemy też korzystać z analitycznych i marketingowych plików cookie, ładowanych przez Google Tag Manager, aby mierzyć liczbę odwiedzin i ulepszać naszą ofertę. Jeśli Państwo odmówią, żaden z nich nie zostanie załadowany. Swój wybór mogą Państwo w każdej chwili zmienić w „Ustawieniach plików cookie” na dole każdej strony.',
  accept: 'Akceptuję',
  reject: 'Odrzucam',
  moreInfo: 'Jak używamy plików cookie',
  currentAccepted: 'Zaakceptowali Państwo analityczne i marketingowe pliki cookie.',
  currentRejected: 'Odrzucili Państwo analityczne i marketingowe pliki cookie.',
} satisfies Translation['consent'];
