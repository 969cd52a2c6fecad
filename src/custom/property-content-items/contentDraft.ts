import type { ContentItem, ContentWidth } from './types';

/** What the add form and the inline editor let the admin type. */
export interface ContentDraft {
  contentHeader: string;
  contentBody: string;
  contentWidth: ContentWidth;
}

/** Spec §5: width defaults to 1 (half). */
export const EMPTY_DRAFT: ContentDraft = { contentHeader: '', contentBody: '', contentWidth: 1 };

export const draftOf = ({ contentHeader, contentBody, contentWidth }: ContentItem): ContentDraft => ({
  contentHeader,
  contentBody,
  // The API allows only 1 and 2 (spec §9).
  contentWidth: contentWidth === 2 ? 2 : 1,
});

/** The required texts (spec §5: header and body) that are blank; text of only spaces counts as missing. */
export const blankFields = (draft: ContentDraft) =>
  (['contentHeader', 'contentBody'] as const).filter((field) => draft[field].trim() === '');

export const isComplete = (draft: ContentDraft) => blankFields(draft).length === 0;

export const trimDraft = (draft: ContentDraft): ContentDraft => ({
  ...draft,
  contentHeader: draft.contentHeader.trim(),
  contentBody: draft.contentBody.trim(),
});
