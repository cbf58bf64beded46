import { useEffect, useRef, useState } from 'react';

/** Seed 001 §9, seed 002: how long a copy button says it copied (keys, codes, generated links). */
export const COPIED_MS = 2000;
/** Seed 000 §9, seed 002: a copied event link (event and thank-you pages) is confirmed for 5 seconds. */
export const LINK_COPIED_MS = 5000;

/**
 * Copies text to the clipboard; `copied` holds for `ms` afterwards. `copy` rejects when the browser refuses
 * the clipboard (an insecure page or a denied permission), so the caller decides what to say.
 */
export function useCopied(ms: number = COPIED_MS): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), ms);
  };
  return { copied, copy };
}
