import { createContext } from 'react';

/**
 * How a form starts the progress bar while it is sent in the background. The form island
 * provides the real one (client/islands/forms.tsx → islands/progress.ts and the shared jotai
 * store); the server only renders the markup and never submits, so the store, and jotai, stay
 * out of the worker's bundle. Without a provider a send shows no bar, nothing else changes.
 */
export type StartProgress = () => { finish(): void; fail(): void };

const noProgress: StartProgress = () => ({ finish() {}, fail() {} });

export const SubmitProgressContext = createContext<StartProgress>(noProgress);
