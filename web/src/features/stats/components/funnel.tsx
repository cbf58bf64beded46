import type { EventStats } from '../api/stats';
import { formatNumber, formatPercent, stepRate } from '../format';

/** The checkout's steps in order, each with its count. */
export function funnelSteps(funnel: EventStats['funnel']): { label: string; count: number; rate: number | null }[] {
  const counts = [
    { label: 'Views', count: funnel.views },
    { label: 'Add to cart', count: funnel.addToCart },
    { label: 'Checkout started', count: funnel.initiateCheckout },
    { label: 'Purchases', count: funnel.purchases },
  ];
  // Each step's rate is of the step before it (the first has none).
  return counts.map((step, i) => ({ ...step, rate: i === 0 ? null : stepRate(step.count, counts[i - 1]!.count) }));
}

/** Views → Add to cart → Checkout started → Purchases, and the conversion (purchases per view). */
export function Funnel({ funnel, filtered }: { funnel: EventStats['funnel']; filtered: boolean }) {
  const steps = funnelSteps(funnel);
  const widest = Math.max(1, ...steps.map((s) => s.count));
  return (
    <div className="flex flex-col gap-4">
      <ol aria-label="Funnel" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.label} className="flex flex-col gap-1 rounded-lg border border-neutral-200 p-4">
            <span className="text-sm text-neutral-600">{step.label}</span>
            <span className="text-2xl font-semibold">{formatNumber(step.count)}</span>
            <span aria-hidden="true" className="h-1.5 rounded-full bg-neutral-100">
              <span className="block h-full rounded-full bg-neutral-900" style={{ width: `${(step.count / widest) * 100}%` }} />
            </span>
            <span className="text-sm text-neutral-600">{i === 0 ? 'Event page views' : `${formatPercent(step.rate)} from ${steps[i - 1]!.label.toLowerCase()}`}</span>
          </li>
        ))}
      </ol>
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="font-medium">Conversion</span>
        <span className="text-2xl font-semibold">{formatPercent(funnel.conversionRate)}</span>
        <span className="text-sm text-neutral-600">purchases per view</span>
      </p>
      {filtered && <p className="text-sm text-neutral-600">Views count every date: the event page shows them all.</p>}
    </div>
  );
}
