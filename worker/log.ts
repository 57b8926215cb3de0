/** Structured JSON logs (docs/architecture.md "Observability"): one object per event. */
type LogEvent = { event: string; level?: 'info' | 'warn' | 'error' } & Record<string, unknown>;

export function log({ level = 'info', ...fields }: LogEvent): void {
  const line = JSON.stringify({ level, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
