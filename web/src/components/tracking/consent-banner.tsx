import { useEffect } from 'react';
import { loadPixels, setConsent, trackingServices, useConsent, type TrackingIds } from '../../lib/tracking';

const SERVICES = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The pixels of an event's page (the owner's, from the event view, and Limelight's own for the environment):
 * loaded once the visitor accepted, and until they answer a small banner at the bottom asks them. Without any
 * id there is nothing to ask. `aboveBar` lifts it over the checkout's summary bar on phones.
 */
export function ConsentBanner({ owner, aboveBar = false }: { owner: TrackingIds | null | undefined; aboveBar?: boolean }) {
  const answer = useConsent();
  useEffect(() => loadPixels(owner), [owner, answer]);
  const services = trackingServices(owner);
  if (answer !== null || !owner || !services.length) return null;
  return (
    <section
      aria-label="Cookie consent"
      className={`fixed inset-x-4 z-40 mx-auto flex max-w-xl flex-col gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4 text-sm shadow-lg sm:flex-row sm:items-center ${aboveBar ? 'bottom-20 md:bottom-4' : 'bottom-4'}`}
    >
      <p className="flex-1">
        This page uses cookies from {SERVICES.format(services)} to measure visits and ticket sales. They are set only if you accept.
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={() => setConsent('denied')} className="rounded-full border border-neutral-300 px-4 py-2">
          Decline
        </button>
        <button type="button" onClick={() => setConsent('granted')} className="rounded-full bg-brand px-4 py-2 font-medium text-white">
          Accept
        </button>
      </div>
    </section>
  );
}
