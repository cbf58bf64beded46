import { useEffect, useRef, useState } from 'react';

/** Seed 001 §9: how long a copy button says it copied. */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard; `copied` holds for COPIED_MS afterwards. `copy` rejects when the browser refuses
 * the clipboard (an insecure page or a denied permission), so the caller decides what to say.
 */
export function useCopied(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy };
}
