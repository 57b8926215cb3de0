import { brokenStayRule, stayRuleError, stayRuleValues } from '../../shared/forms/stay-rules.ts';
import { format } from '../../shared/i18n/format.ts';
import type { StayRulesCheck } from '../components/StaySearch.tsx';

/** Marks what this island added, so it takes away only its own messages. */
const OWN = 'data-stay-rule';

/**
 * The price list's minimum stays and arrival days, checked before the search is sent
 * (docs/product.md "Booking path"): a stay that breaks one stays on the page with the rule next
 * to the date to change, announced above the search as the worker's own messages are, and the
 * focus on that date. Each change of the stay checks it again; the worker checks it anyway.
 */
function checkStayRules(form: HTMLFormElement): void {
  let check: StayRulesCheck;
  try {
    check = JSON.parse(form.dataset.stayRules ?? '') as StayRulesCheck;
  } catch {
    return;
  }
  const value = (name: string) => {
    const entry = new FormData(form).get(name);
    return typeof entry === 'string' ? entry.trim() : '';
  };

  /** The rule the stay breaks now, as its field and message; null while it keeps them. */
  const verdict = (): { field: HTMLInputElement; text: string } | null => {
    const broken = brokenStayRule(check.rules, { site: value('site'), checkin: value('checkin'), checkout: value('checkout') });
    if (!broken) return null;
    const { field: name, code } = stayRuleError(broken);
    const field = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const template = check.messages[code];
    return field && template ? { field, text: format(template, stayRuleValues(broken.rule, check.locale)) } : null;
  };

  let shown: { field: HTMLInputElement; text: string; describedBy: string | null } | null = null;
  const clear = () => {
    if (!shown) return;
    for (const own of form.querySelectorAll(`[${OWN}]`)) own.remove();
    const { field, describedBy } = shown;
    field.removeAttribute('aria-invalid');
    if (describedBy) field.setAttribute('aria-describedby', describedBy);
    else field.removeAttribute('aria-describedby');
    shown = null;
  };
  /** Shows `next` (nothing: takes the message away); the same message stays as it is, so it is not announced again. */
  const render = (next: { field: HTMLInputElement; text: string } | null) => {
    if (shown?.field === next?.field && shown?.text === next?.text) return;
    clear();
    if (!next) return;
    const { field, text } = next;
    const id = `${field.id}-error`;
    // A message the worker left on this field is replaced, not doubled.
    document.getElementById(id)?.remove();
    const describedBy = (field.getAttribute('aria-describedby') ?? '').replace(id, '').trim() || null;
    const message = document.createElement('span');
    message.className = 'field__error';
    message.id = id;
    message.setAttribute(OWN, '');
    message.textContent = text;
    field.after(message);
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', [describedBy, id].filter(Boolean).join(' '));
    // Announced above the search, as the worker's messages are (its own line, when it left one).
    if (!form.querySelector('.date-search__problem')) {
      const problem = document.createElement('p');
      problem.className = 'date-search__problem';
      problem.setAttribute('role', 'alert');
      problem.setAttribute(OWN, '');
      problem.textContent = check.problem;
      (form.querySelector('.date-search__subject') ?? form.querySelector('.date-search__title'))?.after(problem);
    }
    shown = { field, text, describedBy };
  };

  form.addEventListener('submit', (event) => {
    const next = verdict();
    render(next);
    if (!next) return;
    event.preventDefault();
    next.field.focus();
  });
  // Once a message is shown, it follows the stay as it is corrected.
  const again = () => {
    if (shown) render(verdict());
  };
  form.addEventListener('change', again);
  form.addEventListener('input', again);
}

/**
 * The stay search's age fields (client/components/StaySearch.tsx): one per child counted, so the
 * engine gets every guest in the right age band. It starts from the count already in the field
 * (typed before this ran, or brought back by the worker) and follows it; a hidden field is
 * disabled, so it is not sent. Without this, the worker asks for the ages that are missing.
 * It also checks the price list's stay rules before the search is sent (checkStayRules).
 */
export function startStaySearch(form: HTMLElement): void {
  if (form instanceof HTMLFormElement && form.dataset.stayRules) checkStayRules(form);
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
