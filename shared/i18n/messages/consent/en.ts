/** The cookie-consent dialog (docs/product.md "Languages"). English is the source. */
export const consentEn = {
  title: 'Cookies and your privacy',
  text: 'We use technical cookies, which the site needs in order to work. With your consent we will also use analytics and marketing cookies, loaded through Google Tag Manager, to measure visits and improve what we offer. If you reject them, none of these are loaded. You can change your choice at any time under “Cookie settings” at the bottom of every page.',
  accept: 'Accept',
  reject: 'Reject',
  moreInfo: 'How we use cookies',
  /** The choice stored, shown when the dialog is opened again. */
  currentAccepted: 'You have accepted analytics and marketing cookies.',
  currentRejected: 'You have rejected analytics and marketing cookies.',
} as const;
