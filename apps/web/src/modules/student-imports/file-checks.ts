/** The upload form's own checks, with the server's messages, so a wrong file is refused before it travels. */
export interface FileProblem {
  message: string;
  params?: Record<string, string | number>;
}

export function checkImportFile(file: File | null, maxMb: number | undefined): FileProblem | null {
  if (!file) return { message: 'Please select a file' };
  if (!/\.csv$/i.test(file.name)) return { message: 'Please select a CSV file' };
  if (maxMb !== undefined && file.size > maxMb * 1024 * 1024) return { message: 'File size should be up to {maxAllowedFileSize} MB', params: { maxAllowedFileSize: maxMb } };
  if (file.size === 0) return { message: 'Please select a file' };
  return null;
}
