import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_COPIED_MS, useCopied } from './use-copied';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const clipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('useCopied', () => {
  it('copies the text and says so for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    const { result } = renderHook(() => useCopied());
    await act(() => result.current.copy('key-one'));
    expect(writeText).toHaveBeenCalledWith('key-one');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('says so for as long as it is asked to (a copied event link: 5 seconds)', async () => {
    vi.useFakeTimers();
    clipboard(() => Promise.resolve());
    const { result } = renderHook(() => useCopied(LINK_COPIED_MS));
    await act(() => result.current.copy('https://limelight.example/event/e1'));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('rejects and says nothing when the browser refuses the clipboard', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    const { result } = renderHook(() => useCopied());
    await act(() => expect(result.current.copy('key-one')).rejects.toThrow('denied'));
    expect(result.current.copied).toBe(false);
  });

  it('forgets its timer when the page is left', async () => {
    vi.useFakeTimers();
    clipboard(() => Promise.resolve());
    const { result, unmount } = renderHook(() => useCopied());
    await act(() => result.current.copy('key-one'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
