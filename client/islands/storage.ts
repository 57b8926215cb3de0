/**
 * localStorage that never throws: private modes and full disks refuse it, and a behaviour
 * that cannot remember must still work for the page it is on.
 */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered: it holds for this page only.
  }
}
