import type { AdminAction } from '../../api/super-admin';
import { describeAdminAction, formatMoment } from './feature-flags';

const cell = 'px-4 py-3';
const who = (person: { name: string | null; username: string | null }) => (person.name ? `${person.name} (@${person.username})` : 'Deleted account');

/** What site admins did, newest first: when, who, what, on whom. */
export function RecentActionsTable({ actions, loading }: { actions: AdminAction[]; loading: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200">
      <table aria-label="Recent actions" aria-busy={loading || undefined} className="w-full min-w-max text-left text-sm">
        <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
          <tr>
            {['When', 'Who', 'What', 'On whom'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {actions.map((action) => (
            <tr key={action.id}>
              <td className={cell}>
                <time dateTime={action.at}>{formatMoment(action.at)}</time>
              </td>
              <td className={cell}>{who(action.actor)}</td>
              <td className={cell}>{describeAdminAction(action)}</td>
              <td className={cell}>{who(action.target)}</td>
            </tr>
          ))}
          {!loading && actions.length === 0 && (
            <tr>
              <td colSpan={4} className="px-4 py-8 text-center text-neutral-600">
                No actions yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
