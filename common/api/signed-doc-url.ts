import { Type } from 'typebox';
import { operation } from './operation';
import { PropertyIdParams } from './properties';
import { RecordVersion } from './record-version';

/** A link of any length a browser opens; longer is more likely a pasted document than an address. */
export const SIGNED_DOC_URL_MAX = 2000;

/** Spec §7 PUT /properties/{id}/signed-doc-url: the NDA link of the Vault tab. */
const SignedDocUrlBody = Type.Object(
  {
    /** Accepted for compatibility with the spec's payload; the actor is the session's user. */
    userId: Type.Optional(Type.Integer({ description: "Ignored: the spec's hard-coded acting user; the session's user is the actor" })),
    signedDocUrl: Type.String({
      maxLength: SIGNED_DOC_URL_MAX,
      description: `An absolute http(s) URL (https://...), trimmed; at most ${SIGNED_DOC_URL_MAX} characters`,
    }),
  },
  { additionalProperties: false },
);

/** What the write answers: the property's link as now stored. */
/** `version` is the property's new version (the link is one of its fields). */
const SignedDocUrl = Type.Object({ propertyId: Type.Integer(), signedDocUrl: Type.String(), version: RecordVersion });

/**
 * Why `url` (already trimmed) cannot be an NDA link, or undefined when it can. The Vault tab
 * opens the link and the public site sends buyers to it, so it must be an absolute http(s)
 * address with a host: never `javascript:`, another scheme, or a path of this site.
 */
export function signedDocUrlProblem(url: string): string | undefined {
  if (url === '') return 'is required';
  if (url.length > SIGNED_DOC_URL_MAX) return `must be at most ${SIGNED_DOC_URL_MAX} characters`;
  const rule = 'must be an absolute http(s) URL, such as https://example.com/nda';
  // A host must follow the two slashes at once: the URL parser would read 'https:///x' as https://x/.
  if (!/^https?:\/\/[^\s/?#\\][^\s]*$/i.test(url)) return rule;
  try {
    return new URL(url).hostname ? undefined : rule;
  } catch {
    return rule;
  }
}

/** Spec §7 PUT /properties/{id}/signed-doc-url: the Vault tab's NDA Link. */
export const signedDocUrlOperations = {
  setSignedDocUrl: operation({
    method: 'PUT',
    path: '/properties/:id/signed-doc-url',
    params: PropertyIdParams,
    body: SignedDocUrlBody,
    answer: SignedDocUrl,
    summary: "Set the property's NDA signature link (the Vault tab's NDA Link)",
    description:
      'signedDocUrl: an absolute http(s) URL, trimmed, at most 2000 characters; anything else (empty, relative, javascript:, ftp:) is a 400 naming signedDocUrl. userId is ignored.',
  }),
};
