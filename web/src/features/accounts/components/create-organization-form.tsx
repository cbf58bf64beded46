import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/client';
import { useCreateOrganization, useCurrentUser, useRefreshSession } from '../api/accounts';
import { normalizeUsername, safeRedirect, validateName, validateUsername } from '../validation';

const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2';

/** /schools/new: the creator becomes the owner of the new organization (type School). */
export function CreateOrganizationForm({ redirectTo }: { redirectTo?: string }) {
  const { user, isLoading } = useCurrentUser();
  const create = useCreateOrganization();
  const refresh = useRefreshSession();
  const [serverError, setServerError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<{ name: string; username: string }>({ mode: 'onTouched' });

  useEffect(() => {
    if (!isLoading && !user) window.location.assign(`/auth?redirect_to=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }, [isLoading, user]);

  const onSubmit = handleSubmit(async ({ name, username }) => {
    setServerError(undefined);
    try {
      const organization = await create.mutateAsync({ body: { name: name.trim(), username: normalizeUsername(username) } });
      await refresh();
      window.location.assign(redirectTo ? safeRedirect(redirectTo) : `/o/${organization.username}`);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (!user) return null;
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-2xl font-semibold">Create an organization</h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <label className="block">
          <span className="text-sm font-medium">Organization name</span>
          <input className={input} {...register('name', { validate: validateName })} />
          {formState.errors.name && <p role="alert" className="mt-1 text-sm text-red-600">{formState.errors.name.message}</p>}
        </label>
        <label className="block">
          <span className="text-sm font-medium">Username</span>
          <input className={input} {...register('username', { validate: validateUsername })} />
          {formState.errors.username && <p role="alert" className="mt-1 text-sm text-red-600">{formState.errors.username.message}</p>}
        </label>
        {serverError && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{serverError}</p>}
        <button type="submit" disabled={formState.isSubmitting} className="rounded-full bg-brand px-6 py-2.5 font-medium text-white disabled:opacity-60">
          Create organization
        </button>
      </form>
    </main>
  );
}
