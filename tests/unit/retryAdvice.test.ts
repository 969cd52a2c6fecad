import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../../src/httpClient';
import { retryAdvice } from '../../src/components/retryAdvice';
import { UploadRefused } from '../../src/components/upload/postForm';

const NOTICE = 'Failed to update agency. Please try again.';

describe('retryAdvice', () => {
  it('keeps the advice to retry where a retry can help: no answer, a server failure, a request to wait', () => {
    expect(retryAdvice(new TypeError('Failed to fetch'), NOTICE)).toBe(NOTICE);
    for (const status of [500, 503, 408, 429]) expect(retryAdvice(new HttpError('x', status, {}), NOTICE)).toBe(NOTICE);
  });

  it('says to fix the fields of a refused form', () => {
    const refused = toHttpError(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { emailAddress: 'must be a valid email address' } },
    });
    expect(retryAdvice(refused, NOTICE)).toBe('Please fix the validation errors before saving.');
  });

  it("gives the server's reason for another refusal, or nothing more", () => {
    expect(retryAdvice(new UploadRefused(415, 'Only PDF files are accepted'), 'Failed to submit custom NDA. Please try again.')).toBe(
      'Failed to submit custom NDA. Only PDF files are accepted.',
    );
    expect(retryAdvice(toHttpError(404, { error: { code: 'NOT_FOUND', message: 'Media item not found.' } }), NOTICE)).toBe(
      'Failed to update agency. Media item not found.',
    );
    expect(retryAdvice(new HttpError('x', 403, {}), NOTICE)).toBe('Failed to update agency.');
  });

  it('leaves a notice that advises no retry as it is', () => {
    expect(retryAdvice(new HttpError('x', 400, {}), 'An error occurred while uploading the file.')).toBe(
      'An error occurred while uploading the file.',
    );
  });
});
