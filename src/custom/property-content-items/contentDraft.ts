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

/** Spec §5: header and body are both required; text of only spaces counts as missing. */
export const isComplete = (draft: ContentDraft) => draft.contentHeader.trim() !== '' && draft.contentBody.trim() !== '';

export const trimDraft = (draft: ContentDraft): ContentDraft => ({
  ...draft,
  contentHeader: draft.contentHeader.trim(),
  contentBody: draft.contentBody.trim(),
});
