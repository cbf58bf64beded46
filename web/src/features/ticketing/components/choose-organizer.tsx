import { useAccounts } from '../api/events';

/** /event/new, step 1: whose event is it? The user or one of their organizations. */
export function ChooseOrganizer() {
  const me = useAccounts();
  if (me.isLoading) return <main className="mx-auto max-w-xl px-4 py-12" aria-busy="true" />;
  if (!me.data) {
    window.location.assign(`/auth?redirect_to=${encodeURIComponent('/event/new?step=1')}`);
    return null;
  }
  const accounts = [{ id: me.data.id, name: me.data.name }, ...me.data.organizations.filter((o) => o.owner || o.admin).map((o) => ({ id: o.id, name: o.name }))];
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-2 text-2xl font-semibold">Create An Event</h1>
      <p className="mb-6 text-neutral-600">Who is organizing this event?</p>
      <ul className="flex flex-col gap-3">
        {accounts.map((account) => (
          <li key={account.id}>
            <a href={`/e/new?ownerId=${account.id}`} className="block rounded-lg border border-neutral-300 px-4 py-3 hover:border-brand">
              {account.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm">
        Organizing for a venue or collective?{' '}
        <a href="/schools/new?redirect_to=/e/new" className="underline">
          Create an organization
        </a>
      </p>
      <button type="button" className="mt-8 rounded-full border border-neutral-300 px-5 py-2" onClick={() => window.location.assign('/')}>
        Cancel
      </button>
    </main>
  );
}
