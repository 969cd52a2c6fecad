import type { UploadRule } from '@common/api/uploads';
import { formatFileSize } from './formatFileSize';

/**
 * 'PDF, DOCX, XLSX or ZIP, up to 1.0 GB each': the types an upload takes (each type's usual
 * extension; every extension of a family such as video) and its size limit.
 */
export function uploadRuleText({ accept, maxBytes, maxPixels }: UploadRule): string {
  const names = Object.entries(accept).flatMap(([type, extensions]) => (type.endsWith('/*') ? extensions : extensions.slice(0, 1)));
  const types = [...new Set(names.map((extension) => extension.replace(/^\./, '').toUpperCase()))];
  const list = types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : (types[0] ?? '');
  const pixels = maxPixels ? ` and ${+(maxPixels / 1e6).toFixed(1)} megapixels` : '';
  return `${list}, up to ${formatFileSize(maxBytes)}${pixels} each`;
}
