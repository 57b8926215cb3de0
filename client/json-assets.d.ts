// Addresses of the JSON files that vite.config.ts builds (scripts/vite/json-assets.ts).

/** Each language's form messages, English underneath what it lacks. */
declare module 'virtual:form-messages' {
  const urls: Readonly<Record<import('../shared/locales.ts').Locale, string>>;
  export default urls;
}

/** The Lottie animations of client/animations. */
declare module 'virtual:animations' {
  const urls: Readonly<Record<keyof typeof import('./animations/index.ts').ANIMATIONS, string>>;
  export default urls;
}
