import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from '../../server/errors';

describe('tooManyAttempts', () => {
  it('says the wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect(tooManyAttempts(1).message).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttempts(45).message).toBe('Too many attempts. Try again in 45 seconds.');
    expect(tooManyAttempts(60).message).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttempts(287).message).toBe('Too many attempts. Try again in 5 minutes.');
    expect(tooManyAttempts(300).status).toBe(429);
  });
});
