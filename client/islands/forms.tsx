import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { FormName } from '../../shared/forms/index.ts';
import { AvailabilityForm } from '../forms/AvailabilityForm.tsx';
import type { FormProps } from '../forms/FormShell.tsx';
import { NewsletterForm } from '../forms/NewsletterForm.tsx';
import { PositionApplicationForm } from '../forms/PositionApplicationForm.tsx';
import { SpontaneousApplicationForm } from '../forms/SpontaneousApplicationForm.tsx';

const FORMS: Record<FormName, ComponentType<FormProps>> = {
  newsletter: NewsletterForm,
  availability: AvailabilityForm,
  application: SpontaneousApplicationForm,
  position: PositionApplicationForm,
};

/** Hydrates a form island with the props the server rendered it with. */
export function startForm(element: HTMLElement, props: unknown): void {
  const name = (element.dataset.island ?? '').replace(/^form-/, '') as FormName;
  const Form = FORMS[name];
  if (!Form) return;
  hydrateRoot(element, <Form {...(props as FormProps)} />);
}
