import { answerMessage, postForm } from './postForm';

/** Spec §8: 'a message that the image host upload failed' (no wording given). */
const IMAGE_HOST_FAILED = 'Image host upload failed';

/** The image host's answer (DESIGN.md 'Files and media'); anything else counts as a failure. */
interface ImageHostAnswer {
  success?: boolean;
  result?: { variants?: string[] };
}

/**
 * Posts one image as form data (field `file`, sent under `name` when given: spec §7 renames
 * portfolio images) to our image endpoint and answers the first variant, which becomes the
 * media or portfolio link (spec §7 'Images', 'Portfolios'), with upload progress (`onProgress`
 * gets 0..1). A refusal rejects with the server's reason;
 * an answer without the success flag with the spec's 'image host upload failed'.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void, name?: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, name ?? file.name);
  const { status, body } = await postForm('/media/images', form, onProgress).catch(() => {
    throw new Error(IMAGE_HOST_FAILED);
  });
  if (status >= 400) throw new Error(answerMessage(body) ?? `HTTP error! status: ${status}`);
  const answer = body as ImageHostAnswer | undefined;
  const link = answer?.success ? answer.result?.variants?.[0] : undefined;
  if (!link) throw new Error(IMAGE_HOST_FAILED);
  onProgress(1);
  return link;
}
