import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('abbreviates to k at 1000 and m at 1,000,000, never rounding up past what was counted', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1250)).toBe('1.2k');
    expect(formatCount(999_999)).toBe('999.9k');
    expect(formatCount(1_000_000)).toBe('1m');
    expect(formatCount(3_000_000_000)).toBe('3000m');
  });
});
