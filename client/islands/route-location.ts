import type { LocationMessages } from '../pages/BookingScreens.tsx';

/** Two decimals of a degree are about a kilometre: five are a doorstep, enough for directions. */
const DECIMALS = 5;

/**
 * "Use my location" on the route calculator (docs/product.md "Contacts"): shown only when this
 * runs, and the position is asked for only on the visitor's click. It fills the starting point
 * with the coordinates and sends the same plain form the visitor could send by hand.
 */
export function startRouteLocation(section: HTMLElement, props: unknown): void {
  const messages = props as LocationMessages;
  const button = section.querySelector<HTMLButtonElement>('[data-locate]');
  const form = button?.closest('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="origin"]');
  const status = section.querySelector<HTMLElement>('[data-locate-status]');
  if (!button || !form || !input || !status || !('geolocation' in navigator)) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    status.textContent = messages.locating;
    button.setAttribute('aria-disabled', 'true');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        input.value = `${position.coords.latitude.toFixed(DECIMALS)},${position.coords.longitude.toFixed(DECIMALS)}`;
        status.textContent = '';
        button.removeAttribute('aria-disabled');
        form.requestSubmit();
      },
      (error) => {
        status.textContent = error.code === error.PERMISSION_DENIED ? messages.denied : messages.unavailable;
        button.removeAttribute('aria-disabled');
        input.focus();
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
