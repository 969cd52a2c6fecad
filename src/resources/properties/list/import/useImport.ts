import { useState } from 'react';
import { PROPERTY_IMPORT_PATHS, type ImportCreated, type ImportPreview } from '@common/api/property-import';
import { answerMessage, postForm } from '../../../../components/upload/postForm';
import { newIdempotencyKey } from '../../../../httpClient';
import { importTexts } from './messages';

export interface ImportState {
  file?: File;
  /** 0..1 while a request is under way. */
  progress?: number;
  preview?: ImportPreview;
  error?: string;
}

/** The refusal as the admin reads it: the server's message, and each cell it names. */
const refusal = (body: unknown) => {
  const fields = (body as { error?: { fields?: Record<string, string> } } | undefined)?.error?.fields ?? {};
  const cells = Object.entries(fields).map(([where, message]) => `${where}: ${message}`);
  return [answerMessage(body) ?? importTexts.failed, ...cells.slice(0, 5)].join(' ');
};

/**
 * Issue 33's import: the file is uploaded for a preview, and uploaded again to create (the
 * server checks it again rather than trusting what it showed), with an Idempotency-Key so a
 * doubled click creates the properties once.
 */
export function useImport(onCreated: (created: ImportCreated) => void) {
  const [state, setState] = useState<ImportState>({});
  const send = (path: string, file: File, headers?: Record<string, string>) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return postForm(path, form, (progress) => setState((current) => ({ ...current, progress })), undefined, headers).catch(() => ({
      status: 0,
      body: undefined,
    }));
  };

  const preview = async (file: File) => {
    setState({ file, progress: 0 });
    const { status, body } = await send(PROPERTY_IMPORT_PATHS.preview, file);
    setState(status === 200 ? { file, preview: body as ImportPreview } : { file, error: refusal(body) });
  };

  const create = async () => {
    const { file, preview: shown } = state;
    if (!file || !shown?.valid) return;
    setState({ file, preview: shown, progress: 0 });
    const { status, body } = await send(PROPERTY_IMPORT_PATHS.commit, file, { 'Idempotency-Key': newIdempotencyKey() });
    if (status === 201) onCreated(body as ImportCreated);
    else setState({ file, preview: shown, error: refusal(body) });
  };

  return { state, preview, create };
}
