import { AVAILABILITY_ANSWER_DAYS } from '../constants.ts';
import { format } from '../i18n/format.ts';
import type { FormName } from './names.ts';
import type { FormStatus } from './state.ts';
import type { Messages } from '../i18n/types.ts';

/** The banner a form shows for each outcome, in the visitor's language (docs/product.md "Forms", "Errors"). */
export function outcomeMessage(
  f: Messages['forms'],
  form: FormName,
  status: Exclude<FormStatus, 'invalid' | 'refused' | 'editing'>,
  alreadyRegistered = false,
): { message: string; detail?: string } {
  switch (form) {
    case 'newsletter':
      // A new address still has to click the confirmation e-mail: the visitor is told so.
      if (status === 'sent')
        return alreadyRegistered
          ? { message: f.newsletter.alreadyRegistered }
          : { message: f.newsletter.success, detail: f.newsletter.successDetail };
      return { message: status === 'received' ? f.status.received : f.newsletter.failure };
    case 'availability': {
      // What happens next, sent or stored: not a booking, our offer within the days the site promises everywhere.
      const next = format(f.availability.success, { days: AVAILABILITY_ANSWER_DAYS });
      if (status === 'sent') return { message: f.availability.successTitle, detail: next };
      if (status === 'received') return { message: f.status.received, detail: next };
      return { message: f.availability.failure };
    }
    case 'application':
    case 'position':
      // The product's fixed message, then what happens next (no deadline: staff answer when a profile fits).
      if (status === 'sent') return { message: f.application.success, detail: f.application.successDetail };
      if (status === 'received') return { message: f.status.received, detail: f.application.successDetail };
      return { message: f.application.failure };
    case 'contact':
      // Received (stored for a retry) still reaches the staff: the visitor is told the same answer time.
      if (status === 'sent') return { message: f.contact.success, detail: f.contact.successDetail };
      if (status === 'received') return { message: f.status.received, detail: f.contact.successDetail };
      return { message: f.contact.failure };
  }
}
