import type { DoorAnswer } from '../hooks/use-door';
import { formatEventTime } from '../../../lib/event-time';

export interface AnswerPanelProps {
  answer: DoorAnswer | null;
  busy: boolean;
  timezone: string;
  onUndo: (registrationId: string) => void;
  onNext: () => void;
}

/** The door's answer, large enough to read at arm's length: green to admit, red to refuse, amber while it waits on the phone. */
export function AnswerPanel({ answer, busy, timezone, onUndo, onNext }: AnswerPanelProps) {
  const box = 'rounded-2xl px-5 py-6 text-center';
  const next = (
    <button type="button" className="mt-4 rounded-full bg-white/90 px-6 py-2 font-medium text-neutral-900" onClick={onNext}>
      Next
    </button>
  );
  return (
    <section aria-label="Answer" aria-live="assertive" aria-busy={busy || undefined}>
      {!answer && <p className={`${box} border-2 border-dashed border-neutral-300 text-lg text-neutral-600`}>{busy ? 'Checking…' : 'Ready to scan'}</p>}
      {answer?.kind === 'admitted' && (
        <div className={`${box} bg-green-600 text-white`}>
          <p className="text-lg font-semibold uppercase tracking-wide">✓ Admitted</p>
          <p className="mt-2 text-4xl font-bold">
            {answer.checkedIn.firstName} {answer.checkedIn.lastName}
          </p>
          <p className="mt-2 text-2xl">{answer.checkedIn.ticket}</p>
          {answer.checkedIn.seat && <p className="mt-1 text-2xl">Seat {answer.checkedIn.seat}</p>}
          <p className="mt-3 text-base">{answer.checkedIn.sameScan ? answer.checkedIn.message : `Checked in at ${formatEventTime(answer.checkedIn.checkedInAt, timezone)}`}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className="mt-4 rounded-full border-2 border-white px-6 py-2 font-medium" onClick={() => onUndo(answer.checkedIn.id)}>
              Undo check-in
            </button>
            {next}
          </div>
        </div>
      )}
      {answer?.kind === 'refused' && (
        <div className={`${box} bg-red-600 text-white`}>
          <p className="text-lg font-semibold uppercase tracking-wide">✕ Not admitted</p>
          <p className="mt-2 text-3xl font-bold">{answer.message}</p>
          {next}
        </div>
      )}
      {answer?.kind === 'queued' && (
        <div className={`${box} bg-amber-400 text-neutral-900`}>
          <p className="text-lg font-semibold uppercase tracking-wide">Saved on this phone</p>
          <p className="mt-2 text-2xl font-bold">No connection: the ticket is checked when the connection is back.</p>
          {next}
        </div>
      )}
      {answer?.kind === 'undone' && (
        <div className={`${box} bg-neutral-700 text-white`}>
          <p className="text-lg font-semibold uppercase tracking-wide">{answer.checkedOut.message}</p>
          <p className="mt-2 text-3xl font-bold">
            {answer.checkedOut.firstName} {answer.checkedOut.lastName}
          </p>
          <p className="mt-2 text-xl">{answer.checkedOut.ticket}</p>
          {next}
        </div>
      )}
    </section>
  );
}
