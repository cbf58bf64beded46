import { useEffect, useRef } from 'react';
import { loadPixels, setConsent, trackingServices, useConsent, type Consent, type TrackingIds } from '../../lib/tracking';
import { useWide } from '../../lib/use-wide';

const SERVICES = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The pixels of an event's page (the owner's, from the event view, and Limelight's own for the environment):
 * loaded once the visitor accepted, and until they answer a small banner asks them. Without any id there is
 * nothing to ask. Pages put it first, so that keyboard and screen reader users meet it before the content it
 * covers at the bottom of the screen.
 *
 * `placement`, on the checkout: below 768 px the banner sits in the summary bar (as 'summary-bar'), where a banner
 * floating over the bar would cover its express checkout buttons; from 768 px up at the bottom (as 'page').
 */
export function ConsentBanner({ owner, placement }: { owner: TrackingIds | null | undefined; placement?: 'page' | 'summary-bar' }) {
  const answer = useConsent();
  const wide = useWide();
  const region = useRef<HTMLElement>(null);
  useEffect(() => loadPixels(owner), [owner, answer]);
  const services = trackingServices(owner);
  if (answer !== null || !owner || !services.length) return null;
  if (placement && wide !== (placement === 'page')) return null;

  const choose = (choice: Consent) => {
    // The answer removes the banner; a keyboard user's focus goes on to the page's heading, not back to the top.
    const hadFocus = region.current?.contains(document.activeElement);
    setConsent(choice);
    if (hadFocus) focusHeading();
  };
  const position = placement === 'summary-bar' ? 'w-full' : 'fixed inset-x-4 bottom-4 z-40 mx-auto max-w-xl shadow-lg';
  return (
    <section ref={region} aria-label="Cookie consent" className={`flex flex-col gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4 text-sm sm:flex-row sm:items-center ${position}`}>
      <p className="flex-1">
        This page uses cookies from {SERVICES.format(services)} to measure visits and ticket sales. They are set only if you accept.
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={() => choose('denied')} className="rounded-full border border-neutral-300 px-4 py-2">
          Decline
        </button>
        <button type="button" onClick={() => choose('granted')} className="rounded-full bg-brand px-4 py-2 font-medium text-white">
          Accept
        </button>
      </div>
    </section>
  );
}

function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
