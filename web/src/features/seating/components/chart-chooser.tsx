import { useState, type FormEvent } from 'react';
import { createChart, useOwnerCharts, type EventSeating } from '../api/seating';
import { emptyDefinition } from '../edits';

const count = (n: number) => n.toLocaleString('en-US');
const button = 'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-100 disabled:opacity-50';

/**
 * Which chart the event sells through: one of the owner's charts, a new one, or (when it has one) none.
 * `onUse` assigns the chart to the event.
 */
export function ChartChooser({ ownerId, seating, onUse, onCancel }: { ownerId: string; seating: EventSeating; onUse(chartId: string | null): Promise<void>; onCancel?: () => void }) {
  const charts = useOwnerCharts(ownerId);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setProblem(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Please try again later');
    } finally {
      setBusy(false);
    }
  };

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Name is required');
    void run(async () => {
      const chart = await createChart({ ownerId, name: name.trim(), definition: emptyDefinition() });
      await onUse(chart.id);
    });
  };

  return (
    <div className="flex flex-col gap-6">
      {problem && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <section aria-labelledby="seating-charts" className="flex flex-col gap-3">
        <h2 id="seating-charts" className="text-lg font-semibold">
          Choose a chart
        </h2>
        {charts.isLoading && (
          <p aria-busy="true" className="text-sm text-neutral-600">
            Loading charts…
          </p>
        )}
        {charts.error && <p className="text-sm text-red-700">{charts.error.message}</p>}
        {charts.data?.length === 0 && <p className="text-sm text-neutral-600">No seating charts yet. Create one below.</p>}
        {charts.data && charts.data.length > 0 && (
          <ul className="flex flex-col divide-y divide-neutral-200 rounded-xl border border-neutral-200">
            {charts.data.map((chart) => (
              <li key={chart.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium">{chart.name}</p>
                  <p className="text-sm text-neutral-600">
                    {count(chart.placesCount)} {chart.placesCount === 1 ? 'place' : 'places'} · used by {count(chart.eventsCount)} {chart.eventsCount === 1 ? 'event' : 'events'}
                  </p>
                </div>
                {chart.id === seating.chartId ? (
                  <span className="text-sm font-medium text-neutral-600">This event’s chart</span>
                ) : (
                  <button type="button" className={button} disabled={busy} onClick={() => void run(() => onUse(chart.id))} aria-label={`Use ${chart.name}`}>
                    Use this chart
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <form onSubmit={onCreate} noValidate aria-labelledby="seating-create" className="flex flex-col gap-2">
        <h2 id="seating-create" className="text-lg font-semibold">
          Create a chart
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Name
            <input className="rounded-lg border border-neutral-300 px-3 py-2" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Main hall" />
          </label>
          <button type="submit" disabled={busy} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
            Create a chart
          </button>
        </div>
      </form>

      {(seating.chartId || onCancel) && (
        <div className="flex flex-wrap gap-2">
          {seating.chartId && (
            <button type="button" className={button} disabled={busy} onClick={() => void run(() => onUse(null))}>
              Stop using a chart
            </button>
          )}
          {onCancel && (
            <button type="button" className={button} onClick={onCancel}>
              Back to the chart
            </button>
          )}
        </div>
      )}
    </div>
  );
}
