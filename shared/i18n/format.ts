/**
 * Fills `{name}` placeholders. Its own module so that islands can use it without every
 * language's messages.
 *
 * @example
 * format('Error {status}', { status: 404 }) // 'Error 404'
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
