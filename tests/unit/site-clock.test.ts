import { describe, expect, it } from 'vitest';
import { todayAtTheLake } from '../../shared/forms/index.ts';
import { dayOfCookie, SITE_DAY_COOKIE } from '../../shared/site-day-cookie.ts';
import { siteNow } from '../../worker/clock.ts';

/** The site's today (worker/clock.ts): `SITE_TODAY` outside production, the real clock in it. */
describe('siteNow', () => {
  const real = new Date('2026-12-01T09:41:07Z');

  it('is the real clock without SITE_TODAY, and in production whatever it says', () => {
    expect(siteNow({ ENVIRONMENT: 'development', SITE_TODAY: '' }, real)).toEqual(real);
    expect(siteNow({ ENVIRONMENT: 'development', SITE_TODAY: undefined }, real)).toEqual(real);
    expect(siteNow({ ENVIRONMENT: 'production', SITE_TODAY: '2027-03-01' }, real)).toEqual(real);
  });

  it('moves to that day at the lake and keeps the time of day', () => {
    const moved = siteNow({ ENVIRONMENT: 'test', SITE_TODAY: '2027-03-01' }, real);
    expect(todayAtTheLake(moved)).toBe('2027-03-01');
    expect(moved.toISOString().slice(11)).toBe('09:41:07.000Z');
    expect(todayAtTheLake(siteNow({ ENVIRONMENT: 'development', SITE_TODAY: '2026-11-30' }, real))).toBe('2026-11-30');
  });

  it('is that day at the lake when the real day differs in UTC and at the lake, across a change of summer time', () => {
    // 23:30 UTC is already tomorrow at the lake; 2027-03-28 is the night summer time begins.
    for (const instant of ['2026-12-01T23:30:00Z', '2027-03-27T23:30:00Z', '2027-10-30T22:30:00Z', '2026-12-01T00:10:00Z']) {
      for (const day of ['2027-03-28', '2027-10-31', '2027-07-15', '2026-01-01']) {
        expect(todayAtTheLake(siteNow({ ENVIRONMENT: 'test', SITE_TODAY: day }, new Date(instant))), `${day} at ${instant}`).toBe(day);
      }
    }
  });

  const asking = (cookie: string) => ({ headers: new Headers({ cookie }) });

  it('takes the site-today cookie of a request over SITE_TODAY outside production, and production ignores it', () => {
    const cookie = asking(`lang=de; ${SITE_DAY_COOKIE}=2027-10-04; consent=1`);
    expect(todayAtTheLake(siteNow({ ENVIRONMENT: 'test', SITE_TODAY: '2027-01-12' }, real, cookie))).toBe('2027-10-04');
    expect(todayAtTheLake(siteNow({ ENVIRONMENT: 'development', SITE_TODAY: '' }, real, cookie))).toBe('2027-10-04');
    expect(siteNow({ ENVIRONMENT: 'production', SITE_TODAY: '' }, real, cookie)).toEqual(real);
    expect(siteNow({ ENVIRONMENT: 'production', SITE_TODAY: '2027-01-12' }, real, cookie)).toEqual(real);
  });

  it('ignores a cookie that is no calendar day, and a cookie of another name', () => {
    for (const cookie of [`${SITE_DAY_COOKIE}=2027-02-30`, `${SITE_DAY_COOKIE}=tomorrow`, `x${SITE_DAY_COOKIE}=2027-03-01`, '']) {
      expect(dayOfCookie(cookie), cookie).toBeUndefined();
      expect(todayAtTheLake(siteNow({ ENVIRONMENT: 'test', SITE_TODAY: '2027-01-12' }, real, asking(cookie))), cookie).toBe('2027-01-12');
    }
    expect(dayOfCookie(`${SITE_DAY_COOKIE}=2028-02-29`)).toBe('2028-02-29');
  });
});
