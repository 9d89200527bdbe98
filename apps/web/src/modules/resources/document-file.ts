/**
 * A document checked in the browser before it is sent (issue 11, section 3): a type the server accepts,
 * by its name's extension, and the configured size. The server checks the content itself; this only
 * spares a doomed upload.
 */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'txt'];
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export type DocumentProblem = { message: string; params?: Record<string, number> };

export function documentProblem(file: File | null, maxMb: number): DocumentProblem | null {
  if (!file || file.size === 0) return { message: 'Please select a file' };
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !DOCUMENT_EXTENSIONS.includes(extension)) return { message: 'Invalid file type' };
  if (file.size > maxMb * 1024 * 1024) return { message: 'File size should be up to {maxAllowedFileSize} MB', params: { maxAllowedFileSize: maxMb } };
  return null;
}
