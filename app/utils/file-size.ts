/** A file's size as people read it: kilobytes (at least 1) under a megabyte, megabytes from there, in their language. */
export function formatFileSize(bytes: number, language: string): string {
  const isLarge = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(isLarge ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)));
}
