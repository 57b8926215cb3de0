import { describe, expect, it } from 'vitest';
import {
  CONSENT_DEFAULT,
  CONSENT_GRANTED,
  CONSENT_MAX_AGE_DAYS,
  consentProps,
  readConsent,
  serializeConsent,
  tagManagerScriptUrl,
} from '../../shared/consent.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2027, 5, 1, 12);

describe('stored cookie choice', () => {
  it('reads back what was written, either choice', () => {
    expect(readConsent(serializeConsent('accepted', NOW), NOW)).toEqual({ choice: 'accepted', at: NOW });
    expect(readConsent(serializeConsent('rejected', NOW - DAY), NOW)).toEqual({ choice: 'rejected', at: NOW - DAY });
  });

  it('is asked again after six months (182 days)', () => {
    expect(CONSENT_MAX_AGE_DAYS).toBe(182);
    expect(readConsent(serializeConsent('accepted', NOW - 181 * DAY), NOW)).not.toBeNull();
    expect(readConsent(serializeConsent('accepted', NOW - 182 * DAY + 1), NOW)).not.toBeNull();
    expect(readConsent(serializeConsent('accepted', NOW - 182 * DAY), NOW)).toBeNull();
    expect(readConsent(serializeConsent('rejected', NOW - 400 * DAY), NOW)).toBeNull();
  });

  it('forgives a clock slightly ahead, not a date far in the future', () => {
    expect(readConsent(serializeConsent('accepted', NOW + 60_000), NOW)).not.toBeNull();
    expect(readConsent(serializeConsent('accepted', NOW + 30 * DAY), NOW)).toBeNull();
  });

  it('treats anything else as no choice', () => {
    for (const raw of [
      null,
      '',
      'accepted',
      '{',
      'null',
      '[]',
      '{"choice":"maybe","at":1}',
      '{"choice":"accepted"}',
      '{"choice":"accepted","at":"1"}',
    ]) {
      expect(readConsent(raw, NOW), String(raw)).toBeNull();
    }
  });
});

describe('Consent Mode and the tag manager', () => {
  it('starts with all four v2 signals denied, and an accept grants the same four', () => {
    expect(CONSENT_DEFAULT).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(Object.keys(CONSENT_GRANTED)).toEqual(Object.keys(CONSENT_DEFAULT));
    expect(new Set(Object.values(CONSENT_GRANTED))).toEqual(new Set(['granted']));
  });

  it('builds the container script address', () => {
    expect(tagManagerScriptUrl('https://www.googletagmanager.com/gtm.js', 'GTM-AB12CD3')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    );
    expect(tagManagerScriptUrl('http://127.0.0.1:8790/tagmanager/gtm.js?l=dataLayer', 'GTM-DEMO')).toBe(
      'http://127.0.0.1:8790/tagmanager/gtm.js?l=dataLayer&id=GTM-DEMO',
    );
  });

  it('loads no tag manager from props without a container id or a web address', () => {
    const url = 'https://www.googletagmanager.com/gtm.js';
    expect(consentProps({ containerId: 'GTM-DEMO', tagManagerUrl: url })).toEqual({ containerId: 'GTM-DEMO', tagManagerUrl: url });
    for (const props of [
      {},
      null,
      'x',
      { containerId: '', tagManagerUrl: url },
      { containerId: 'GTM-DEMO', tagManagerUrl: 'javascript:alert(1)' },
    ]) {
      expect(consentProps(props)).toEqual({ containerId: '', tagManagerUrl: '' });
    }
  });
});
