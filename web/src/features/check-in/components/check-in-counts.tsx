import type { CheckInCounts } from '../api/check-in';

/** Tickets checked in against those expected, in all and per ticket type. */
export function CheckInCountsView({ counts }: { counts: CheckInCounts | undefined }) {
  if (!counts) return null;
  return (
    <section aria-label="Checked in" className="rounded-xl bg-neutral-100 px-4 py-3">
      <p className="text-xl font-semibold">
        {counts.checkedIn} / {counts.expected} checked in
      </p>
      {counts.ticketTypes.length > 0 && (
        <ul className="mt-1 text-sm text-neutral-700">
          {counts.ticketTypes.map((type) => (
            <li key={type.ticketTypeId} className="flex justify-between gap-4">
              <span>{type.name}</span>
              <span>
                {type.checkedIn} / {type.expected}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
