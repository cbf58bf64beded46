import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { useListMutations, type PrivateList } from '../api/lists';
import { checkName, joinedErrors, LIST_LIMITS, LIST_TEXT, listPath, listsPath } from '../rules/lists';
import { ListPageHeader } from './list-gate';
import { primaryButton, secondaryButton } from './lists-page';

/**
 * /manage/{username}/lists/create and /lists/manage/{id}/edit: a list's name. A new list opens its page once
 * created; a renamed one returns to its page.
 */
export function ListForm({ ownerId, username, saved }: { ownerId: string; username: string; saved?: PrivateList }) {
  const router = useRouter();
  const ids = useId();
  const { create, rename } = useListMutations();
  const [name, setName] = useState(saved?.name ?? '');
  const [error, setError] = useState<string>();
  const done = useRef(false);
  useLeavePrompt(() => !done.current && name !== (saved?.name ?? ''));

  const backHref = saved ? listPath(username, saved.id) : listsPath(username);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkName(name);
    if (checked !== true) return setError(checked);
    setError(undefined);
    let id: string;
    try {
      if (saved) id = (await rename.mutateAsync({ params: { path: { id: saved.id } }, body: { name: name.trim() } })).id;
      else id = (await create.mutateAsync({ body: { ownerId, name: name.trim() } })).id;
    } catch (refusal) {
      return void toast.error(joinedErrors(refusal));
    }
    toast.success(saved ? LIST_TEXT.renamed : LIST_TEXT.created);
    done.current = true;
    await router.navigate({ href: listPath(username, id) });
  };

  return (
    <section className="mx-auto max-w-xl">
      <ListPageHeader title={saved ? 'Rename List' : 'Add List'} backHref={backHref} backLabel={saved ? saved.name : 'Lists'} />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <div>
          <label htmlFor={`${ids}-name`} className="block text-sm font-medium">
            Name
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${ids}-name`}
            value={name}
            maxLength={LIST_LIMITS.nameMax}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 aria-[invalid=true]:border-red-500"
          />
          {error && (
            <p id={`${ids}-error`} role="alert" className="mt-1 text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <AppLink href={backHref} className={secondaryButton}>
            Cancel
          </AppLink>
          <button type="submit" disabled={create.isPending || rename.isPending} className={primaryButton}>
            {saved ? 'Save' : 'Create list'}
          </button>
        </div>
      </form>
    </section>
  );
}
