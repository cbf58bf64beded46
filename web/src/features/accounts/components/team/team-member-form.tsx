import { useQueries } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import { Avatar } from '../../../../components/ui/avatar';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/ui/search-box';
import { errorMessage } from '../../../../lib/api/client';
import type { ManagedAccount } from '../../access';
import { normalizeEmail, validateEmail } from '../../validation';
import { teamQuery, useAddTeamMember, useTeam, useTeamCandidates, useTeamMember, useUpdateTeamMember, type CollaboratorCandidate, type TeamMember, type TeamRole } from '../../api/team';
import { memberName, OrganizationsOnly, teamPath } from './team-page';
import { TEAM_ROLES, TEAM_TEXT } from './team-text';
import { useDebounced } from '../../../../lib/use-debounced';

interface Fields {
  name: TeamRole | '';
  admin: boolean;
  receiveNotifications: boolean;
  hidden: boolean;
}

const input = 'mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2';

/** Every row of the team (all its pages), to mark people already on it in the search results. */
function useWholeTeam(ownerId: string): TeamMember[] {
  const first = useTeam(ownerId, 1);
  const pages = first.data ? Math.ceil(first.data.totalCount / first.data.perPage) : 1;
  const rest = useQueries({ queries: Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => teamQuery(ownerId, i + 2)) });
  return [...(first.data?.data ?? []), ...rest.flatMap((page) => page.data?.data ?? [])];
}

function Permissions({ register, ownerRow }: { register: ReturnType<typeof useForm<Fields>>['register']; ownerRow: boolean }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Permissions</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" disabled={ownerRow} {...register('admin')} />
        Admin (full access)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('receiveNotifications')} />
        Receive notifications
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('hidden')} />
        Hide from public view
      </label>
    </fieldset>
  );
}

function RoleSelect({ register }: { register: ReturnType<typeof useForm<Fields>>['register'] }) {
  return (
    <label className="text-sm">
      Role
      <select className={input} {...register('name')}>
        <option value="">Choose a role</option>
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /manage/{username}/settings/team/new: a person found by search joins at once; an e-mail is invited. */
export function AddTeamMemberForm({ account }: { account: ManagedAccount }) {
  if (account.type !== 'School') return <OrganizationsOnly />;
  return <AddForm account={account} />;
}

function AddForm({ account }: { account: ManagedAccount }) {
  const router = useRouter();
  const add = useAddTeamMember();
  const members = useWholeTeam(account.id);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useTeamCandidates(query);
  const [chosen, setChosen] = useState<CollaboratorCandidate>();
  const { register, handleSubmit, formState } = useForm<Fields>({ defaultValues: { name: '', admin: false, receiveNotifications: true, hidden: false } });
  // A save that succeeded leaves without asking.
  const done = useRef(false);
  const dirty = formState.isDirty || !!chosen || !!search.trim();
  const leaving = () => dirty && !done.current;
  useLeavePrompt(leaving);

  const onTeam = new Set(members.flatMap((m) => (m.user ? [m.user.id] : [])));
  const invitedEmails = new Set(members.flatMap((m) => (m.invited && m.email ? [m.email] : [])));
  const email = normalizeEmail(search);
  const isEmail = validateEmail(search) === true;
  const searched = query !== '' && query === search.trim() && !!results.data;
  const nothingFound = searched && results.data!.length === 0;

  const save = async (fields: Fields) => {
    if (!fields.name || (!chosen && !isEmail)) return void toast.error(TEAM_TEXT.incomplete);
    const who = chosen ? { userId: chosen.id } : { email };
    try {
      await add.mutateAsync({
        body: { ownerId: account.id, name: fields.name, ...who, admin: fields.admin, receiveNotifications: fields.receiveNotifications, hidden: fields.hidden },
      });
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.addFailed));
      return;
    }
    done.current = true;
    toast.success(TEAM_TEXT.added);
    await router.navigate({ href: teamPath(account) });
  };

  return (
    <section aria-labelledby="team-member-heading" className="max-w-xl">
      <h1 id="team-member-heading" className="text-2xl font-semibold">
        Add Team Member
      </h1>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="mt-6 grid gap-5">
        <RoleSelect register={register} />
        <div>
          {chosen ? (
            <p className="flex items-center gap-2 text-sm">
              <Avatar src={chosen.avatar} name={chosen.name} size="sm" />
              <span className="font-medium">{chosen.name}</span> <span className="text-neutral-500">@{chosen.username}</span>
              <button type="button" className="ml-2 underline" onClick={() => setChosen(undefined)}>
                Change
              </button>
            </p>
          ) : (
            <>
              <label className="text-sm">
                Search for a person or organization, or type an email
                <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name, @username or email" autoComplete="off" />
              </label>
              {searched && results.data!.length > 0 && (
                <ul aria-label="Search results" className="mt-2 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
                  {results.data!.map((candidate) => {
                    const taken = candidate.id === account.id || onTeam.has(candidate.id);
                    const organization = candidate.type === 'school';
                    return (
                      <li key={candidate.id}>
                        <button
                          type="button"
                          disabled={taken || organization}
                          className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-neutral-50 disabled:text-neutral-400"
                          onClick={() => setChosen(candidate)}
                        >
                          <span className="flex items-center gap-2">
                            <Avatar src={candidate.avatar} name={candidate.name} size="sm" />
                            <span className="font-medium">{candidate.name}</span> <span className="text-neutral-500">@{candidate.username}</span>
                          </span>
                          <span className="text-xs">{taken ? TEAM_TEXT.alreadyAdded : organization ? 'Organization' : 'Person'}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {nothingFound && (
                <p role="status" className="mt-2 text-sm text-neutral-600">
                  {isEmail ? (invitedEmails.has(email) ? TEAM_TEXT.alreadyAdded : TEAM_TEXT.invitationWillBeSent(email)) : TEAM_TEXT.notFoundByName}
                </p>
              )}
            </>
          )}
        </div>
        <Permissions register={register} ownerRow={false} />
        <div className="flex gap-3">
          <button type="submit" disabled={add.isPending} className="rounded-full bg-brand px-5 py-2 text-white disabled:opacity-60">
            Save
          </button>
          <AppLink href={teamPath(account)} className="rounded-full border border-neutral-300 px-5 py-2">
            Cancel
          </AppLink>
        </div>
      </form>
    </section>
  );
}

/** /manage/{username}/settings/team/edit/{id}: a member's role and permissions. */
export function EditTeamMemberForm({ account, id }: { account: ManagedAccount; id: string }) {
  const member = useTeamMember(account.type === 'School' ? account.id : undefined, id);
  if (account.type !== 'School') return <OrganizationsOnly />;
  if (member.isLoading) return <div aria-busy="true" />;
  if (!member.data) {
    return (
      <p role="alert">
        {errorMessage(member.error)} <AppLink href={teamPath(account)} className="underline">Back to the team</AppLink>
      </p>
    );
  }
  return <EditForm account={account} member={member.data} />;
}

function EditForm({ account, member }: { account: ManagedAccount; member: TeamMember }) {
  const router = useRouter();
  const update = useUpdateTeamMember();
  const known = (TEAM_ROLES as readonly string[]).includes(member.name) ? (member.name as TeamRole) : '';
  const { register, handleSubmit, formState } = useForm<Fields>({
    defaultValues: { name: known, admin: member.admin, receiveNotifications: member.receiveNotifications, hidden: member.hidden },
  });
  // A save that succeeded leaves without asking.
  const done = useRef(false);
  const dirty = formState.isDirty;
  const leaving = () => dirty && !done.current;
  useLeavePrompt(leaving);

  const save = async (fields: Fields) => {
    if (!fields.name) return void toast.error(TEAM_TEXT.incomplete);
    try {
      await update.mutateAsync({
        params: { path: { id: member.id } },
        body: { ownerId: account.id, name: fields.name, admin: member.owner ? true : fields.admin, receiveNotifications: fields.receiveNotifications, hidden: fields.hidden },
      });
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.updateFailed));
      return;
    }
    done.current = true;
    toast.success(TEAM_TEXT.updated);
    await router.navigate({ href: teamPath(account) });
  };

  const name = memberName(member);
  return (
    <section aria-labelledby="team-member-heading" className="max-w-xl">
      <h1 id="team-member-heading" className="text-2xl font-semibold">
        Edit Team Member
      </h1>
      <p className="mt-4 flex items-center gap-2">
        <Avatar src={member.user?.avatar ?? null} name={name} size="sm" />
        <span className="font-medium">{name}</span>
        {member.user && <span className="text-neutral-500">@{member.user.username}</span>}
      </p>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="mt-6 grid gap-5">
        <RoleSelect register={register} />
        <Permissions register={register} ownerRow={member.owner} />
        <div className="flex gap-3">
          <button type="submit" disabled={update.isPending} className="rounded-full bg-brand px-5 py-2 text-white disabled:opacity-60">
            Save
          </button>
          <AppLink href={teamPath(account)} className="rounded-full border border-neutral-300 px-5 py-2">
            Cancel
          </AppLink>
        </div>
      </form>
    </section>
  );
}
