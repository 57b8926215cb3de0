import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

/**
 * The page-wide status pieces every layout carries, each the marker of its island: the
 * progress bar of in-page work, the online/offline line, and the cursor dot (desktop only).
 */
export function PageStatus({ locale }: { locale: Locale }) {
  const m = getMessages(locale).layout;
  return (
    <>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={m.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        data-island="progress-bar"
        data-props={JSON.stringify({ send: m.progress, navigation: m.pageLoading })}
        hidden
      >
        <span className="progress-bar__fill" />
      </div>
      <p
        className="connection-status"
        role="status"
        data-island="connection"
        data-props={JSON.stringify({ offline: m.offline, online: m.online })}
      />
      {/* Empty, so nothing for assistive technology to skip: `hidden` alone keeps it out until it moves. */}
      <div className="cursor-dot" data-island="cursor" hidden />
    </>
  );
}
