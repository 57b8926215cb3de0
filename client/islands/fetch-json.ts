/** One of the build's JSON files (form messages, animations), refused unless it arrived whole. */
export async function fetchJson<T>(url: string, what: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
