import type { Translation } from '../../types.ts';

export const consentDe = {
  title: 'Cookies und Datenschutz',
  text: 'Wir verwenden technische Cookies, die für den Betrieb der Website erforderlich sind. Mit Ihrer Einwilligung setzen wir außerdem Analyse- und Marketing-Cookies ein, die über den Google Tag Manager geladen werden, um Besuche auszuwerten und unser Angebot zu verbessern. Wenn Sie ablehnen, wird nichts davon geladen. Sie können Ihre Entscheidung jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  accept: 'Akzeptieren',
  reject: 'Ablehnen',
  moreInfo: 'Wie wir Cookies verwenden',
  currentAccepted: 'Sie haben Analyse- und Marketing-Cookies akzeptiert.',
  currentRejected: 'Sie haben Analyse- und Marketing-Cookies abgelehnt.',
} satisfies Translation['consent'];
