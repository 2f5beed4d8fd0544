import { USER_FILE_MAX_BYTES, USER_FILE_TYPES, USER_FILES_PER_REQUEST } from '@shop/contracts/user';

/** The API's rules for professional documents (PDF, JPEG or PNG; 10 MB each; 5 per upload). */
export type DocumentProblem =
  | { kind: 'type'; name: string }
  | { kind: 'size'; name: string; maxMb: number }
  | { kind: 'count'; max: number };

interface FileLike {
  name: string;
  type: string;
  size: number;
}

export const ACCEPTED_DOCUMENTS = USER_FILE_TYPES.join(',');

/** Files that may be added to `chosen`, and why the others may not. */
export function addDocuments<F extends FileLike>(chosen: readonly F[], added: readonly F[]): { files: F[]; problems: DocumentProblem[] } {
  const files = [...chosen];
  const problems: DocumentProblem[] = [];
  for (const file of added) {
    if (!(USER_FILE_TYPES as readonly string[]).includes(file.type)) {
      problems.push({ kind: 'type', name: file.name });
    } else if (file.size > USER_FILE_MAX_BYTES) {
      problems.push({ kind: 'size', name: file.name, maxMb: USER_FILE_MAX_BYTES / 1024 / 1024 });
    } else if (files.length >= USER_FILES_PER_REQUEST) {
      if (!problems.some((p) => p.kind === 'count')) problems.push({ kind: 'count', max: USER_FILES_PER_REQUEST });
    } else if (!files.some((f) => f.name === file.name && f.size === file.size)) {
      files.push(file);
    }
  }
  return { files, problems };
}

/** "2,4 МБ", "350 КБ": sizes as people read them (the same abbreviations in Russian and Ukrainian). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')}\u00a0МБ`;
}
