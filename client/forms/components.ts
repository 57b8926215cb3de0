import type { ComponentType } from 'react';
import type { FormName } from '../../shared/forms/index.ts';
import { AvailabilityForm } from './AvailabilityForm.tsx';
import { ContactForm } from './ContactForm.tsx';
import type { FormProps } from './FormShell.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { PositionApplicationForm } from './PositionApplicationForm.tsx';
import { SpontaneousApplicationForm } from './SpontaneousApplicationForm.tsx';

/** The component of each form: rendered by the server in `FormIsland`, hydrated by the island. */
export const FORM_COMPONENTS: Record<FormName, ComponentType<FormProps>> = {
  newsletter: NewsletterForm,
  availability: AvailabilityForm,
  application: SpontaneousApplicationForm,
  position: PositionApplicationForm,
  contact: ContactForm,
};
