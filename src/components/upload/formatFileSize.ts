const UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** '512 bytes', '12.3 KB', '4.5 MB' (1024-based, as file managers show them). */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return '';
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${size} ${UNITS[0]}` : `${size < 10 ? size.toFixed(1) : Math.round(size)} ${UNITS[unit]}`;
}
