import { DetailedError, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { CONNECTION_LOST, tusErrorMessage } from '../../src/components/upload/tusErrorMessage';

const response = (status: number, body: string) => ({ getStatus: () => status, getBody: () => body }) as unknown as HttpResponse;
/** As tus-js-client builds it for a failed request: the response, or none when no answer came. */
const tusError = (res: HttpResponse | null) =>
  Object.assign(new DetailedError('tus: unexpected response while uploading chunk'), { originalResponse: res });

describe("a video upload's failure", () => {
  it("reads the server's sentence, not the library's text", () => {
    const body = JSON.stringify({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file is not a video (MP4, MOV, WebM, MKV or Ogg); it was not kept.' },
    });
    const message = tusErrorMessage(tusError(response(415, body)));
    expect(message).toBe('The file is not a video (MP4, MOV, WebM, MKV or Ogg); it was not kept.');
    expect(message).not.toMatch(/tus:|PATCH|http:/);
  });

  it('says the connection was lost when no answer came, and the status of an answer that is not ours', () => {
    expect(tusErrorMessage(tusError(null))).toBe(CONNECTION_LOST);
    expect(tusErrorMessage(tusError(response(502, '<html>Bad gateway</html>')))).toBe('HTTP error! status: 502');
  });

  it('keeps the message of an error that is not a request failure', () => {
    expect(tusErrorMessage(new Error('tus: no file or stream to upload provided'))).toBe('tus: no file or stream to upload provided');
  });
});
