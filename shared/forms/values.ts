/**
 * A form as it was posted: text fields as strings, repeated names (checkbox groups) as arrays,
 * and files. The same shape in the browser (from the form element) and in the worker.
 */

/** A posted file as both the browser and the Workers runtime give it (shared/ has no DOM types). */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The part of `FormData` a form is read from. */
interface PostedForm {
  entries(): Iterable<[string, string | UploadedFile]>;
}

type FormValue = string | string[] | UploadedFile;
export type FormValues = Record<string, FormValue>;

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value && 'name' in value;
}

/** An empty file input still posts a nameless, empty file: that is "no file". */
function isChosenFile(value: UploadedFile): boolean {
  return value.size > 0 || value.name !== '';
}

export function readForm(data: PostedForm): FormValues {
  const values: FormValues = {};
  for (const [name, entry] of data.entries()) {
    if (isUploadedFile(entry)) {
      if (isChosenFile(entry)) values[name] = entry;
      continue;
    }
    if (typeof entry !== 'string') continue;
    const previous = values[name];
    if (previous === undefined) values[name] = entry;
    else if (Array.isArray(previous)) previous.push(entry);
    else if (typeof previous === 'string') values[name] = [previous, entry];
  }
  return values;
}

/** What is shown again in a re-rendered form: text only, never a file. */
export type KeptValues = Record<string, string | string[]>;
