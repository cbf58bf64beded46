import { describe, expect, it } from 'vitest';
import { pageParam, sortedListSearch, textParam } from './search-params';

describe('URL state', () => {
  it('reads pages from 2 up, whole numbers only', () => {
    expect(pageParam('2')).toBe(2);
    expect(pageParam(3)).toBe(3);
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2.5)).toBeUndefined();
    expect(pageParam('x')).toBeUndefined();
    expect(pageParam(undefined)).toBeUndefined();
  });

  it('reads text, numbers as text, and leaves blank text out', () => {
    expect(textParam('jazz')).toBe('jazz');
    expect(textParam(2026)).toBe('2026');
    expect(textParam('   ')).toBeUndefined();
    expect(textParam({})).toBeUndefined();
  });

  it("reads a sortable list's state, leaving out sorts the list does not offer and unknown directions", () => {
    const sorts = ['name', 'createdAt'] as const;
    expect(sortedListSearch({ query: 'jazz', page: '3', sort: 'name', direction: 'desc' }, sorts)).toEqual({ query: 'jazz', page: 3, sort: 'name', direction: 'desc' });
    expect(sortedListSearch({ query: ' ', page: 1, sort: 'price', direction: 'sideways' }, sorts)).toEqual({});
  });
});
