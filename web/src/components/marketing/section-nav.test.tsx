import { describe, expect, it } from 'vitest';
import { sectionVisibilityThreshold } from './section-nav';

describe('section visibility threshold', () => {
  it('is half a section on phones (below 768 px) and the whole section from 768 px', () => {
    expect(sectionVisibilityThreshold(375)).toBe(0.5);
    expect(sectionVisibilityThreshold(767)).toBe(0.5);
    expect(sectionVisibilityThreshold(768)).toBe(1);
    expect(sectionVisibilityThreshold(1440)).toBe(1);
  });
});
