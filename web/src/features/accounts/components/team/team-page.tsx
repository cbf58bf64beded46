import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import { Avatar } from '../../../../components/ui/avatar';
import { Pagination } from '../../../../components/ui/pagination';
import { errorMessage } from '../../../../lib/api/client';
import type { ManagedAccount } from '../../access';
import { truncateName } from '../../names';
import { useCancelInvitation, useRemoveTeamMember, useResendInvitation, useTeam, type TeamMember } from '../../api/team';
import { TEAM_NAME_LIMIT, TEAM_TEXT } from './team-text';

export const teamPath = (account: Pick<ManagedAccount, 'username'>) => `/manage/${account.username}/settings/team`;

/** What the Name column shows: the member's name, or the invited address. */
export const memberName = (member: TeamMember) => member.user?.name ?? member.email ?? '';

/** Status column (seed 001 §4): Owner, Invited or blank. */
export const memberStatus = (member: TeamMember) => (member.owner ? 'Owner' : member.invited ? 'Invited' : '');

/** Shown to a user account, whose management has no team. */
export function OrganizationsOnly() {
  return (
    <p role="alert" className="rounded-lg border border-neutral-200 bg-neutral-50 p-4">
      {TEAM_TEXT.organizationsOnly}
    </p>
  );
}

/** /manage/{username}/settings/team: the organization's team, 10 a page (seed 001 §2.1). */
export function TeamPage({ account }: { account: ManagedAccount }) {
  const [page, setPage] = useState(1);
  const team = useTeam(account.type === 'School' ? account.id : undefined, page);
  if (account.type !== 'School') return <OrganizationsOnly />;
  const addLink = (
    <AppLink href={`${teamPath(account)}/new`} className="rounded-full bg-brand px-5 py-2 text-sm text-white">
      Add Team Member
    </AppLink>
  );
  return (
    <section aria-labelledby="team-heading">
      <div className="flex items-center justify-between gap-4">
        <h1 id="team-heading" className="text-2xl font-semibold">
          Team
        </h1>
        {addLink}
      </div>
      {team.isLoading && <div aria-busy="true" className="mt-6" />}
      {team.error && (
        <p role="alert" className="mt-6">
          {errorMessage(team.error)}
        </p>
      )}
      {team.data && (
        <>
          {team.data.totalCount <= 1 && (
            <div className="mt-6 rounded-xl border border-dashed border-neutral-300 p-8 text-center">
              <h2 className="text-lg font-semibold">{TEAM_TEXT.empty}</h2>
              <p className="mt-1 text-neutral-600">{TEAM_TEXT.emptyHint}</p>
            </div>
          )}
          <TeamTable account={account} members={team.data.data} />
          <Pagination page={page} totalCount={team.data.totalCount} perPage={team.data.perPage} onPage={setPage} className="mt-4" />
        </>
      )}
    </section>
  );
}

function TeamTable({ account, members }: { account: ManagedAccount; members: TeamMember[] }) {
  const remove = useRemoveTeamMember();
  const cancel = useCancelInvitation();
  const resend = useResendInvitation();
  const ownerId = account.id;

  const onCancel = async (member: TeamMember) => {
    try {
      await cancel.mutateAsync({ params: { path: { id: member.id }, query: { ownerId } } });
      toast.success(TEAM_TEXT.cancelled);
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.cancelFailed));
    }
  };
  const onRemove = async (member: TeamMember) => {
    if (!window.confirm(TEAM_TEXT.confirmRemove)) return;
    if (member.invited) return onCancel(member);
    try {
      await remove.mutateAsync({ params: { path: { id: member.id }, query: { ownerId } } });
      toast.success(TEAM_TEXT.removed);
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.removeFailed));
    }
  };
  const onResend = async (member: TeamMember) => {
    try {
      await resend.mutateAsync({ params: { path: { id: member.id } }, body: { ownerId } });
      toast.success(TEAM_TEXT.resent);
    } catch (error) {
      toast.error(errorMessage(error, TEAM_TEXT.resendFailed));
    }
  };

  const action = 'underline disabled:opacity-50';
  return (
    <table aria-label="Team" className="mt-6 w-full text-left text-sm">
      <thead className="text-neutral-600">
        <tr>
          <th className="py-2 pr-3 font-medium">Name</th>
          <th className="py-2 pr-3 font-medium">Role</th>
          <th className="py-2 pr-3 font-medium">Status</th>
          <th className="py-2 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const name = memberName(member);
          return (
            <tr key={member.id} className="border-t border-neutral-200">
              <td className="py-2 pr-3">
                <span className="flex items-center gap-2" title={name}>
                  <Avatar src={member.user?.avatar ?? null} name={name} size="sm" />
                  {truncateName(name, TEAM_NAME_LIMIT)}
                </span>
              </td>
              <td className="py-2 pr-3">{member.name}</td>
              <td className="py-2 pr-3">{memberStatus(member)}</td>
              <td className="flex flex-wrap gap-3 py-2">
                {member.invited ? (
                  <>
                    <button type="button" className={action} disabled={cancel.isPending} onClick={() => void onCancel(member)}>
                      Cancel invite
                    </button>
                    <button type="button" className={action} disabled={resend.isPending} onClick={() => void onResend(member)}>
                      Resend Invite
                    </button>
                  </>
                ) : (
                  <AppLink href={`${teamPath(account)}/edit/${member.id}`} className={action}>
                    Edit Person
                  </AppLink>
                )}
                {!member.owner && (
                  <button type="button" className={action} disabled={remove.isPending} onClick={() => void onRemove(member)}>
                    Remove from team
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
