import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api/client';
import { useCreateOrganization, useRefreshCurrentUser } from '../api/accounts';
import { normalizeUsername, validateName, validateUsername } from '../validation';
import { safeRedirect } from '../../../lib/login';

/**
 * /schools/new: the creator becomes the owner of the new organization (type School). Afterwards `me` is fetched
 * again (so the user menu lists it) and the page goes to redirect_to, or to the organization's profile.
 * The route makes sure somebody is logged in.
 */
export function CreateOrganizationForm({ redirectTo }: { redirectTo?: string }) {
  const create = useCreateOrganization();
  const refreshCurrentUser = useRefreshCurrentUser();
  const router = useRouter();
  const [serverError, setServerError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<{ name: string; username: string }>({ mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ name, username }) => {
    setServerError(undefined);
    let organizationUsername: string;
    try {
      const organization = await create.mutateAsync({ body: { name: name.trim(), username: normalizeUsername(username) } });
      organizationUsername = organization.username;
    } catch (error) {
      setServerError(errorMessage(error));
      return;
    }
    await refreshCurrentUser();
    // Its events page comes with the organizer's management screens; until then, its public profile.
    await router.navigate({ href: redirectTo ? safeRedirect(redirectTo) : `/o/${organizationUsername}` });
  });

  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-semibold">Create an organization</h1>
      <p className="mb-6 text-neutral-600">A venue, collective or label: it gets its own profile, events and memberships, and you manage it.</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Organization name" autoComplete="organization" error={formState.errors.name?.message} {...register('name', { validate: validateName })} />
        <TextField
          label="Username"
          autoComplete="off"
          hint="1 to 20 letters or digits; its profile will be at /o/username"
          error={formState.errors.username?.message}
          {...register('username', { validate: validateUsername })}
        />
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {serverError}
          </p>
        )}
        <button type="submit" disabled={formState.isSubmitting} className="rounded-full bg-brand px-6 py-2.5 font-medium text-white disabled:opacity-60">
          Create organization
        </button>
      </form>
    </main>
  );
}
