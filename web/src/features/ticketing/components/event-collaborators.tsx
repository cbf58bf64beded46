import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api/client';
import { useCurrentUser } from '../../../lib/current-user';
import { useLeaveEvent } from '../api/event-team';
import type { components } from '../../../lib/api/schema.gen';
import { profilePath } from '../../../lib/profile-path';

type EventView = components['schemas']['EventResponse'];

export const LEAVE_CONFIRM = 'Are you sure? This action cannot be undone.';
export const LEAVE_FAILED = 'Failed to remove collaborator. Please try again.';
/** Seed 000 §9: alerts vanish after 5 seconds. */
export const ALERT_MS = 5000;

/** The event page's collaborators; one who can manage the event (never its owner) may remove themselves. */
export function EventCollaborators({ event, onLeft }: { event: EventView; onLeft(): void }) {
  const viewer = useCurrentUser(event.canManage);
  const leave = useLeaveEvent();
  const [alert, setAlert] = useState<{ ok: boolean; text: string }>();
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(undefined), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const onLeave = async (collaborator: EventView['collaborators'][number]) => {
    if (!window.confirm(LEAVE_CONFIRM)) return;
    try {
      const reply = await leave.mutateAsync({ params: { path: { profileId: collaborator.id, collaboratorId: collaborator.teachingId } } });
      setAlert({ ok: true, text: reply.message });
      onLeft();
    } catch (error) {
      setAlert({ ok: false, text: errorMessage(error, LEAVE_FAILED) });
    }
  };

  if (event.collaborators.length === 0 && !alert) return null;
  const me = viewer.user?.id;
  return (
    <section className="mt-10">
      {alert && (
        <p role="alert" className={`mb-4 rounded-lg px-4 py-3 ${alert.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}>
          {alert.text}
        </p>
      )}
      {event.collaborators.length > 0 && (
        <>
          <h2 className="text-xl font-semibold">With</h2>
          <ul className="mt-2 flex flex-wrap gap-3">
            {event.collaborators.map((c) => (
              <li key={c.id} className="flex items-center gap-2">
                <a href={profilePath(c)} className="underline">
                  {c.name}
                </a>
                {c.canManage && me === c.id && c.id !== event.owner.id && (
                  <button type="button" disabled={leave.isPending} className="text-sm text-neutral-600 underline" onClick={() => void onLeave(c)}>
                    Remove me
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
