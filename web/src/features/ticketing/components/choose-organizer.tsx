import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { loginHref } from '../../../lib/login';
import { createEventCreator } from '../api/event-creators';
import { useCurrentUser } from '../../../lib/current-user';

export type CreationType = 'jaan' | 'form';

/**
 * /event/new?step=1: whose event is it? The user or one of their organizations. The simple form opens
 * for that owner; Jaan starts a conversation for that owner and opens the chat.
 */
export function ChooseOrganizer({ type }: { type: CreationType }) {
  const { user: me, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: createEventCreator,
    onSuccess: (uuid) => navigate({ to: '/event/new/jaan/$uuid', params: { uuid } }),
  });
  if (isLoading) return <main className="mx-auto max-w-xl px-4 py-12" aria-busy="true" />;
  if (!me) {
    window.location.assign(loginHref(`/event/new?step=1&type=${type}`));
    return null;
  }
  const accounts = [{ id: me.id, name: me.name }, ...me.organizations.filter((o) => o.owner || o.admin).map((o) => ({ id: o.id, name: o.name }))];
  const option = 'block w-full rounded-lg border border-neutral-300 px-4 py-3 text-left hover:border-brand disabled:opacity-60';
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-2 text-2xl font-semibold">Create An Event</h1>
      <p className="mb-6 text-neutral-600">Who is organizing this event?</p>
      <ul className="flex flex-col gap-3">
        {accounts.map((account) => (
          <li key={account.id}>
            {type === 'form' ? (
              <a href={`/e/new?ownerId=${account.id}`} className={option}>
                {account.name}
              </a>
            ) : (
              <button type="button" className={option} disabled={start.isPending} onClick={() => start.mutate(account.id)}>
                {account.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      {start.isPending && (
        <p role="status" className="mt-4 text-neutral-600">
          Starting your conversation with Jaan…
        </p>
      )}
      {start.error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {start.error.message}
        </p>
      )}
      <p className="mt-6 text-sm">
        Organizing for a venue or collective?{' '}
        <a href="/schools/new?redirect_to=/e/new" className="underline">
          Create an organization
        </a>
      </p>
      <button type="button" className="mt-8 rounded-full border border-neutral-300 px-5 py-2" onClick={() => void navigate({ to: '/event/new', search: {} })}>
        Cancel
      </button>
    </main>
  );
}
