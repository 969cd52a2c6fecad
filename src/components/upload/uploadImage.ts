import { API_URL } from '../../httpClient';

/** Spec §8: 'a message that the image host upload failed' (no wording given). */
const IMAGE_HOST_FAILED = 'Image host upload failed';

/** The image host's answer (DESIGN.md 'Files and media'); anything else counts as a failure. */
interface ImageHostAnswer {
  success?: boolean;
  result?: { variants?: string[] };
  error?: { message?: string };
}

function parse(text: string): ImageHostAnswer | undefined {
  try {
    return JSON.parse(text) as ImageHostAnswer;
  } catch {
    return undefined;
  }
}

/**
 * Posts one image as form data (field `file`, sent under `name` when given: spec §7 renames
 * portfolio images) to our image endpoint and answers the first variant, which becomes the
 * media or portfolio link (spec §7 'Images', 'Portfolios'). XMLHttpRequest rather than fetch,
 * for its upload progress (`onProgress` gets 0..1). A refusal rejects with the server's reason;
 * an answer without the success flag with the spec's 'image host upload failed'.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, name?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}/media/images`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      if (xhr.status >= 400) {
        reject(new Error(answer?.error?.message ?? `HTTP error! status: ${xhr.status}`));
        return;
      }
      const link = answer?.success ? answer.result?.variants?.[0] : undefined;
      if (link) {
        onProgress(1);
        resolve(link);
      } else reject(new Error(IMAGE_HOST_FAILED));
    };
    xhr.onerror = () => reject(new Error(IMAGE_HOST_FAILED));
    const form = new FormData();
    form.append('file', file, name ?? file.name);
    xhr.send(form);
  });
}
