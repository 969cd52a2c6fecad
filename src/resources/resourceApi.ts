import type { Identifier } from 'react-admin';
import type { ResourceApi } from './types';

/** The spec's update URLs that carry the id as a query (`PUT /agencies/?id=7`), `base` spelled as the spec does. */
export const idInQuery =
  (base: string) =>
  (id: Identifier): string =>
    `${base}?id=${encodeURIComponent(String(id))}`;

/** A resource's failure texts, named alike in each `messages.ts` (spec §8). */
interface FailureTexts {
  loadError: string;
  detailLoadError: string;
  createError: string;
  /** Absent where the spec gives an update failure no words of its own (sellers). */
  updateError?: string;
}

/** Which data provider action shows which of a resource's failure texts. */
export const failureTexts = (texts: FailureTexts): ResourceApi['errors'] => ({
  getList: texts.loadError,
  getOne: texts.detailLoadError,
  create: texts.createError,
  update: texts.updateError,
});
