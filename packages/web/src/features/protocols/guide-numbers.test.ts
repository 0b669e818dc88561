import { describe, expect, it } from 'vitest';
import { guideListProblem, parseGuideNumbers } from './guide-numbers';

describe('protocol guide numbers', () => {
  it('takes one number per line, trimmed, without blank lines, keeping repeats', () => {
    expect(parseGuideNumbers(' 123 \r\n\n456\n\t123\n')).toEqual(['123', '456', '123']);
  });

  it('says when the list is empty or too long', () => {
    expect(guideListProblem([])).toBe('empty');
    expect(guideListProblem(['1'])).toBeNull();
    expect(guideListProblem(Array.from({ length: 501 }, (_, i) => String(i)))).toBe('tooMany');
  });
});
