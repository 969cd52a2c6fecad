import { useId, type Key } from 'react';
import type { ImportPreview } from '@common/api/property-import';
import { PreviewErrorList } from '../../../../components/preview/PreviewErrorList';
import { PreviewTable } from '../../../../components/preview/PreviewTable';
import { importTexts } from './messages';

/**
 * Each row of the file as it will be created, a cell in error marked with its message, and every
 * error listed above the table, leading to its cell. The table scrolls inside the dialog (both
 * ways on a phone); its header stays in view.
 */
export const ImportPreviewTable = ({ preview, name }: { preview: ImportPreview; name: string }) => {
  const prefix = useId();
  const cellId = (line: Key, key: string) => `${prefix}-${line}-${key}`;
  // The server assigns ids: the column would always be empty, unless a cell of it is in error.
  const columns = preview.columns.filter((column) => column.key !== 'id' || preview.rows.some((row) => row.errors.id));
  const errors = preview.rows.flatMap((row) =>
    columns
      .filter((column) => row.errors[column.key])
      .map((column) => ({
        cellId: cellId(row.line, column.key),
        text: importTexts.cellError(row.line, column.header, row.errors[column.key]),
      })),
  );
  return (
    <>
      <PreviewErrorList label={importTexts.errorsOf(name)} errors={errors} />
      <PreviewTable
        label={importTexts.previewOf(name)}
        columns={[{ key: 'line', header: importTexts.row, rowHeader: true }, ...columns]}
        rows={preview.rows.map((row) => ({ key: row.line, values: { ...row.values, line: row.line }, errors: row.errors }))}
        cellId={cellId}
        clip
        maxHeight={{ xs: 'none', sm: '55vh' }}
      />
    </>
  );
};
