import { hydrateRoot } from 'react-dom/client';
import type { FormName } from '../../shared/forms/index.ts';
import { FORM_COMPONENTS } from '../forms/components.ts';
import type { FormProps } from '../forms/FormShell.tsx';

/** Hydrates a form island with the props the server rendered it with. */
export function startForm(element: HTMLElement, props: unknown): void {
  const name = (element.dataset.island ?? '').replace(/^form-/, '') as FormName;
  const Form = FORM_COMPONENTS[name];
  if (!Form) return;
  hydrateRoot(element, <Form {...(props as FormProps)} />);
}
