/**
 * The browser side of the bot check, as `api.js?render=<sitekey>` serves it: `window.grecaptcha`
 * with reCAPTCHA v3's `ready(callback)` and `execute(siteKey, { action }) → Promise<token>`, and
 * a small badge (`.grecaptcha-badge`, as reCAPTCHA's, so the site's CSS treats both alike).
 * Tokens are `demo.<action>.0.9.<Date.now()>-<nonce>`: a human-like score, verified by `/siteverify`.
 * Styles are set through the CSSOM, which a strict CSP allows.
 */
export function clientScript(render: string | null, onload: string | null): string {
  const siteKey = render && render !== 'explicit' ? render : null;
  return `/* Demo bot check (reCAPTCHA v3 contract). Not the real provider. */
(function () {
  'use strict';
  var SITE_KEY = ${JSON.stringify(siteKey)};
  var ONLOAD = ${JSON.stringify(onload)};
  var ACTION = /^[A-Za-z0-9_\\/]{1,100}$/;

  function showBadge() {
    if (document.querySelector('.grecaptcha-badge')) return;
    var badge = document.createElement('div');
    badge.className = 'grecaptcha-badge';
    badge.setAttribute('data-style', 'bottomright');
    badge.setAttribute('data-demo', 'botcheck');
    badge.setAttribute('role', 'note');
    badge.textContent = 'Protected by the demo bot check';
    Object.assign(badge.style, {
      position: 'fixed',
      right: '14px',
      bottom: '14px',
      zIndex: '2147483000',
      maxWidth: '220px',
      padding: '6px 10px',
      font: '12px/1.3 system-ui, sans-serif',
      color: '#ffffff',
      background: '#3c4a5c',
      borderRadius: '4px',
      boxShadow: '0 0 5px rgba(0, 0, 0, 0.3)'
    });
    document.body.appendChild(badge);
  }

  function later(callback) {
    setTimeout(callback, 0);
  }

  window.grecaptcha = {
    ready: function (callback) {
      later(callback);
    },
    execute: function (siteKey, options) {
      var action = options && options.action;
      return new Promise(function (resolve, reject) {
        if (SITE_KEY === null) return reject(new Error('No reCAPTCHA clients exist.'));
        if (siteKey !== SITE_KEY) return reject(new Error('Invalid site key or not loaded in api.js: ' + siteKey));
        if (typeof action !== 'string' || !ACTION.test(action)) return reject(new Error('Invalid action name: ' + action));
        later(function () {
          resolve('demo.' + action + '.0.9.' + Date.now() + '-' + Math.random().toString(36).slice(2, 12));
        });
      });
    }
  };

  if (SITE_KEY !== null) {
    if (document.body) showBadge();
    else document.addEventListener('DOMContentLoaded', showBadge);
  }
  if (ONLOAD && typeof window[ONLOAD] === 'function') later(window[ONLOAD]);
})();
`;
}
