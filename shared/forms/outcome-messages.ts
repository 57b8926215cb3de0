import type { FormName } from './index.ts';
import type { FormStatus } from './state.ts';
import type { Messages } from '../i18n/types.ts';

/** The banner a form shows for each outcome, in the visitor's language (docs/product.md "Forms", "Errors"). */
export function outcomeMessage(
  f: Messages['forms'],
  form: FormName,
  status: Exclude<FormStatus, 'invalid' | 'refused'>,
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
    case 'availability':
      if (status === 'sent') return { message: f.availability.successTitle, detail: f.availability.success };
      if (status === 'received') return { message: f.status.received, detail: f.availability.success };
      return { message: f.availability.failure };
    case 'application':
    case 'position':
      if (status === 'sent') return { message: f.application.success };
      return { message: status === 'received' ? f.status.received : f.application.failure };
    case 'contact':
      // Received (stored for a retry) still reaches the staff: the visitor is told the same answer time.
      if (status === 'sent') return { message: f.contact.success, detail: f.contact.successDetail };
      if (status === 'received') return { message: f.status.received, detail: f.contact.successDetail };
      return { message: f.contact.failure };
  }
}
