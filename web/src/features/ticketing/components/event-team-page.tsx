import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { profilePath } from '../../../lib/profile-path';
import { NotFound } from '../../../components/layouts/not-found';
import { errorMessage } from '../../../lib/api/client';
import { useEvent } from '../api/events';
import { EventManagementError } from '../api/event-tickets';
import { teachingsKey, useAddTeaching, useCollaboratorSearch, useRemoveTeaching, useTeachings, useUpdateTeaching } from '../api/event-team';
import { ACCESS_LABELS, ROLES, TEAM_TEXT, type AccessSetting, type CollaboratorCandidate, type Role, type Teaching } from '../team';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { useDebounced } from '../../../lib/use-debounced';

const input = 'mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2';
/** Seed 001 §9: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /management/courses/{id}/teachings: every manager of the event sees its team; those with admin access change it. */
export function EventTeamPage({ id }: { id: string }) {
  const event = useEvent(id);
  const team = useTeachings(id);
  if (event.isLoading || team.isLoading) return <main className="mx-auto max-w-4xl px-4 py-12" aria-busy="true" />;
  if (team.error || !team.data || !event.data) {
    const status = team.error instanceof EventManagementError ? team.error.status : event.error ? 404 : 0;
    if (status === 404) return <NotFound />;
    if (status === 403) return <ErrorScreen code={403} heading="You are not allowed to manage this event" />;
    return <ErrorScreen code={status || 500} heading={team.error?.message ?? 'Please try again later'} />;
  }
  const canChange = event.data.accessSetting === 'admin';
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <a href={`/event/${id}`} className="text-sm text-neutral-600 underline">
        {event.data.name}
      </a>
      <h1 className="text-2xl font-semibold">Team</h1>
      <TeamTable eventId={id} team={team.data} canChange={canChange} />
      {canChange && <AddCollaborator eventId={id} team={team.data} ownerId={event.data.owner.id} />}
    </main>
  );
}

function TeamTable({ eventId, team, canChange }: { eventId: string; team: Teaching[]; canChange: boolean }) {
  const [editing, setEditing] = useState<string>();
  const remove = useRemoveTeaching();
  const queryClient = useQueryClient();
  if (team.length === 0) return <p className="mt-6 text-neutral-600">No collaborators yet.</p>;

  const onRemove = async (teaching: Teaching) => {
    if (!window.confirm(TEAM_TEXT.confirmRemove)) return;
    try {
      await remove.mutateAsync({ params: { path: { id: eventId, collaboratorId: teaching.id } } });
      toast.success(TEAM_TEXT.removed);
      await queryClient.invalidateQueries({ queryKey: teachingsKey(eventId) });
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.removeFailed));
    }
  };

  return (
    <table className="mt-6 w-full text-left text-sm">
      <thead className="text-neutral-600">
        <tr>
          <th className="py-2 pr-3 font-medium">Name</th>
          <th className="py-2 pr-3 font-medium">Role</th>
          <th className="py-2 pr-3 font-medium">Can manage</th>
          <th className="py-2 pr-3 font-medium">Access</th>
          {canChange && (
            <th className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {team.map((teaching) =>
          editing === teaching.id ? (
            <EditRow key={teaching.id} eventId={eventId} teaching={teaching} onDone={() => setEditing(undefined)} />
          ) : (
            <tr key={teaching.id} className="border-t border-neutral-200">
              <td className="py-2 pr-3">
                <a href={profilePath(teaching.profile)} className="font-medium underline">
                  {teaching.profile.name}
                </a>
                <span className="ml-2 text-neutral-500">@{teaching.profile.username}</span>
              </td>
              <td className="py-2 pr-3">{teaching.name}</td>
              <td className="py-2 pr-3">{teaching.canManage ? 'Yes' : 'No'}</td>
              <td className="py-2 pr-3">{teaching.canManage ? ACCESS_LABELS[teaching.accessSetting] : '—'}</td>
              {canChange && (
                <td className="flex gap-3 py-2 whitespace-nowrap">
                  <button type="button" className="underline" onClick={() => setEditing(teaching.id)}>
                    Edit {teaching.profile.name}
                  </button>
                  <button type="button" className="underline" disabled={remove.isPending} onClick={() => void onRemove(teaching)}>
                    Remove {teaching.profile.name}
                  </button>
                </td>
              )}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

interface AccessFields {
  name: Role | '';
  canManage: boolean;
  accessSetting: AccessSetting;
}

/** Role, management and access; the access setting matters only to collaborators who can manage. */
function AccessInputs({ register, control }: { register: UseFormRegister<AccessFields>; control: Control<AccessFields> }) {
  const canManage = useWatch({ control, name: 'canManage' });
  return (
    <>
      <label className="text-sm">
        Role
        <select className={input} {...register('name')}>
          <option value="">Choose a role</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" {...register('canManage')} />
        Can manage this event
      </label>
      {canManage && (
        <label className="text-sm">
          Access
          <select className={input} {...register('accessSetting')}>
            {Object.entries(ACCESS_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}

function EditRow({ eventId, teaching, onDone }: { eventId: string; teaching: Teaching; onDone(): void }) {
  const update = useUpdateTeaching();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, formState } = useForm<AccessFields>({
    defaultValues: { name: teaching.name as Role, canManage: teaching.canManage, accessSetting: teaching.accessSetting },
  });
  useLeavePrompt(formState.isDirty);
  const onSave = handleSubmit(async (fields) => {
    if (!fields.name) return toast.error(TEAM_TEXT.incomplete);
    try {
      await update.mutateAsync({ params: { path: { id: eventId, collaboratorId: teaching.id } }, body: { name: fields.name, canManage: fields.canManage, accessSetting: fields.accessSetting } });
      await queryClient.invalidateQueries({ queryKey: teachingsKey(eventId) });
      toast.success(TEAM_TEXT.updated);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.updateFailed));
    }
  });
  return (
    <tr className="border-t border-neutral-200">
      <td colSpan={5} className="py-3">
        <form onSubmit={onSave} aria-label={`Edit ${teaching.profile.name}`} className="grid gap-3 rounded-lg bg-neutral-50 p-3 md:grid-cols-3">
          <p className="font-medium md:col-span-3">{teaching.profile.name}</p>
          <AccessInputs register={register} control={control} />
          <div className="flex gap-3 md:col-span-3">
            <button type="submit" disabled={formState.isSubmitting} className="rounded-full bg-brand px-5 py-2 text-white disabled:opacity-60">
              Save
            </button>
            <button type="button" className="rounded-full border border-neutral-300 px-5 py-2" onClick={onDone}>
              Cancel
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}

function AddCollaborator({ eventId, team, ownerId }: { eventId: string; team: Teaching[]; ownerId: string }) {
  const add = useAddTeaching();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const results = useCollaboratorSearch(query);
  const [chosen, setChosen] = useState<CollaboratorCandidate>();
  const { register, control, handleSubmit, reset, formState } = useForm<AccessFields>({ defaultValues: { name: '', canManage: false, accessSetting: 'basic' } });
  const dirty = formState.isDirty || !!chosen || !!search;
  useLeavePrompt(dirty);
  const onTeam = new Set(team.map((t) => t.profile.id));

  const onAdd = handleSubmit(async (fields) => {
    if (!chosen || !fields.name) return toast.error(TEAM_TEXT.incomplete);
    try {
      await add.mutateAsync({ params: { path: { id: eventId } }, body: { profileId: chosen.id, name: fields.name, canManage: fields.canManage, accessSetting: fields.accessSetting } });
      reset();
      setChosen(undefined);
      setSearch('');
      await queryClient.invalidateQueries({ queryKey: teachingsKey(eventId) });
      toast.success(TEAM_TEXT.added);
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.addFailed));
    }
  });

  return (
    <section aria-label="Add to the team" className="mt-10 rounded-xl border border-neutral-200 p-4">
      <h2 className="text-lg font-semibold">Add to the team</h2>
      <form onSubmit={onAdd} noValidate className="mt-3 grid gap-3 md:grid-cols-3">
        <div className="md:col-span-3">
          {chosen ? (
            <p className="text-sm">
              <span className="font-medium">{chosen.name}</span> <span className="text-neutral-500">@{chosen.username}</span>{' '}
              <button type="button" className="ml-2 underline" onClick={() => setChosen(undefined)}>
                Change
              </button>
            </p>
          ) : (
            <>
              <label className="text-sm">
                Search for a person or organization
                <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or @username" />
              </label>
              {query.trim() && results.data && (
                <ul aria-label="Search results" className="mt-2 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
                  {results.data.length === 0 && <li className="px-3 py-2 text-sm text-neutral-600">{TEAM_TEXT.noResults}</li>}
                  {results.data.map((candidate) => {
                    const taken = candidate.id === ownerId ? TEAM_TEXT.owner : onTeam.has(candidate.id) ? TEAM_TEXT.alreadyAdded : null;
                    return (
                      <li key={candidate.id}>
                        <button
                          type="button"
                          disabled={!!taken}
                          className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-neutral-50 disabled:text-neutral-400"
                          onClick={() => setChosen(candidate)}
                        >
                          <span>
                            <span className="font-medium">{candidate.name}</span> <span className="text-neutral-500">@{candidate.username}</span>
                          </span>
                          <span className="text-xs">{taken ?? (candidate.type === 'school' ? 'Organization' : 'Person')}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </div>
        <AccessInputs register={register} control={control} />
        <div className="md:col-span-3">
          <button type="submit" disabled={formState.isSubmitting} className="rounded-full bg-brand px-5 py-2 text-white disabled:opacity-60">
            Add to team
          </button>
        </div>
      </form>
    </section>
  );
}
