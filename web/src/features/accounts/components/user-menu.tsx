import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import type { CurrentUser } from '../../../lib/current-user';
import { truncateName } from '../names';
import { ACCOUNTS_HEADING, useLogOutAndGoHome, userMenuEntries } from './user-links';

const itemClass = 'block cursor-pointer rounded px-3 py-2 text-sm outline-none hover:bg-neutral-100 focus:bg-neutral-100 data-[highlighted]:bg-neutral-100';

/** The signed-in user's menu (desktop): a Radix dropdown of real links, and Log out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const logOut = useLogOutAndGoHome();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="User menu" className="flex items-center gap-2 rounded-full border border-neutral-300 py-1 pr-3 pl-1 text-sm hover:bg-neutral-50">
        <Avatar src={user.avatar} name={user.name} size="sm" />
        <span>{truncateName(user.name)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {userMenuEntries(user).map((entry, index, entries) => (
            <Fragment key={entry.href + entry.label}>
              {entry.account !== entries[index - 1]?.account && <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />}
              {entry.account && !entries[index - 1]?.account && (
                <DropdownMenu.Label className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{ACCOUNTS_HEADING}</DropdownMenu.Label>
              )}
              <DropdownMenu.Item asChild>
                <AppLink href={entry.href} title={entry.title} className={itemClass}>
                  {entry.label}
                </AppLink>
              </DropdownMenu.Item>
            </Fragment>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item onSelect={() => void logOut()} className={itemClass}>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
