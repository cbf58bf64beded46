import { useState } from 'react';

/** Where a visitor's dismissed banners of an event are kept: in this browser, by the banner's message. */
const dismissedBannersKey = (eventId: string) => `limelight:dismissed-banners:${eventId}`;

function read(eventId: string): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(dismissedBannersKey(eventId)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((message): message is string => typeof message === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Seed 000 §2: a banner message marked dismissible can be dismissed, and stays so for this visitor. A banner the
 * organizer rewrites (a new message) or makes non-dismissible shows again.
 */
export function useDismissedBanners(eventId: string) {
  const [dismissed, setDismissed] = useState(() => read(eventId));
  return {
    hidden: (banner: { message: string; dismissible: boolean }) => banner.dismissible && dismissed.includes(banner.message),
    dismiss: (message: string) => {
      const next = [...new Set([...dismissed, message])];
      setDismissed(next);
      try {
        localStorage.setItem(dismissedBannersKey(eventId), JSON.stringify(next));
      } catch {
        // Storage refused (a private window): dismissed for this visit only.
      }
    },
  };
}
