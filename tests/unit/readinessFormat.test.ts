import { describe, expect, it } from 'vitest';
import { missingListText, readinessLabel, readinessPercent } from '../../src/custom/data-rooms/readiness/readinessFormat';

describe('readiness figures', () => {
  it('reads done of required as a whole percentage, rounded down, and null when nothing is expected', () => {
    expect(readinessPercent({ done: 12, required: 24 })).toBe(50);
    expect(readinessPercent({ done: 23, required: 24 })).toBe(95);
    expect(readinessPercent({ done: 24, required: 24 })).toBe(100);
    expect(readinessPercent({ done: 0, required: 0 })).toBeNull();
  });

  it("labels a count as '12/24 (50 %)'", () => {
    expect(readinessLabel({ done: 12, required: 24 })).toBe('12/24 (50 %)');
    expect(readinessLabel({ done: 0, required: 3 })).toBe('0/3 (0 %)');
  });

  it('writes what is missing as text: each round with something missing, one numbered heading a line', () => {
    const text = missingListText(
      [
        {
          round: 1,
          done: 1,
          required: 3,
          missing: [
            { headingId: 4, number: '1.1', title: 'Information memorandum' },
            { headingId: 9, number: '2.3', title: 'Title deed' },
          ],
        },
        { round: 2, done: 2, required: 2, missing: [] },
      ],
      (round) => `Round ${round}`,
    );
    expect(text).toBe('Round 1\n1.1 Information memorandum\n2.3 Title deed');
  });
});
