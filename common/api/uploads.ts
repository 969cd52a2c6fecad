import { Type, type Static } from 'typebox';
import { operation } from './operation';

/** What one upload takes: its picker's `accept` (MIME type to extensions) and its limits. */
export const UploadRule = Type.Object({
  accept: Type.Record(Type.String(), Type.Array(Type.String()), {
    description: "The picker's accept list: MIME type (or family, 'video/*') to extensions ('.pdf')",
  }),
  maxBytes: Type.Integer({ minimum: 1 }),
  maxPixels: Type.Optional(Type.Integer({ minimum: 1, description: 'Images: the most pixels a picture may declare' })),
});
export type UploadRule = Static<typeof UploadRule>;

/** Every upload of the app: media pictures (and portfolio images), videos, data room files, NDAs, a file of properties to import. */
export const UploadRules = Type.Object({
  image: UploadRule,
  video: UploadRule,
  dataRoom: UploadRule,
  nda: UploadRule,
  propertyImport: UploadRule,
});
export type UploadRules = Static<typeof UploadRules>;
export type UploadKind = keyof UploadRules;

/** Ours (the spec has none): the upload dialogs read it once a session. */
export const uploadOperations = {
  getUploadRules: operation({
    method: 'GET',
    path: '/uploads/rules',
    answer: UploadRules,
    summary: 'What each upload takes (types, for the picker) and its size limits',
    description: 'Ours (the spec has none). The server still judges every file by its bytes.',
  }),
};
