/**
 * The stay search's age fields (client/components/StaySearch.tsx): one per child counted, so the
 * engine gets every guest in the right age band. It starts from the count already in the field
 * (typed before this ran, or brought back by the worker) and follows it; a hidden field is
 * disabled, so it is not sent. Without this, the worker asks for the ages that are missing.
 */
export function startStaySearch(form: HTMLElement): void {
  const count = form.querySelector<HTMLInputElement>('[data-children]');
  const ages = form.querySelector<HTMLElement>('[data-ages]');
  if (!count || !ages) return;
  const fields = [...ages.querySelectorAll<HTMLElement>('[data-age]')];
  const sync = () => {
    const number = Number(count.value);
    const children = Number.isInteger(number) && number > 0 ? Math.min(number, fields.length) : 0;
    ages.hidden = children === 0;
    for (const [index, field] of fields.entries()) {
      const shown = index < children;
      field.hidden = !shown;
      const select = field.querySelector('select');
      if (select) {
        select.disabled = !shown;
        select.required = shown;
      }
    }
  };
  sync();
  count.addEventListener('input', sync);
  count.addEventListener('change', sync);
}
