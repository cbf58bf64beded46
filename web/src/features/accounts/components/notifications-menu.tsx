import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../components/ui/avatar';
import { isSitePath, sanitizeNotificationHtml } from '../../../lib/sanitize';
import { notificationsQuery, useMarkAllNotificationsRead, useMarkNotificationRead, type Notification } from '../api/notifications';
import { notificationDate } from '../notification-date';

/** Business notifications also show as a passing message for this long (seed 000 §9: notifications auto-clear 20 s). */
export const NOTIFICATION_TOAST_MS = 20_000;

/**
 * The unread business notifications of `list` not among `seen` (the ids already shown in this tab): those
 * that arrived since. Nothing is new on the first answer (`seen` null): the bell counts what waited.
 */
export function newBusinessNotifications(seen: ReadonlySet<string> | null, list: readonly Notification[]): Notification[] {
  if (!seen) return [];
  return list.filter((n) => n.kind === 'business' && !n.read && !seen.has(n.id));
}

function NotificationContent({ html, className }: { html: string; className?: string }) {
  return <span className={`[&_a]:font-medium [&_a]:underline ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(html) }} />;
}

/** Toasts the business notifications that arrive while the page is open. */
function useBusinessToasts(list: readonly Notification[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!list) return;
    const fresh = newBusinessNotifications(seen.current, list);
    seen.current = new Set([...(seen.current ?? []), ...list.map((n) => n.id)]);
    for (const n of fresh) toast(<NotificationContent html={n.content} />, { id: n.id, duration: NOTIFICATION_TOAST_MS });
  }, [list]);
}

const BellIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The bell of the top navigation (signed-in users): the unread count, and the notifications newest first. */
export function NotificationsMenu() {
  const { data: notifications } = useQuery(notificationsQuery);
  useBusinessToasts(notifications);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const router = useRouter();
  const list = notifications ?? [];
  const unread = list.filter((n) => !n.read).length;
  const now = new Date();
  // Open state is kept here: following a link inside the app closes the menu, any other choice leaves it open.
  const [menuOpen, setMenuOpen] = useState(false);

  const open = (notification: Notification, event: MouseEvent) => {
    if (!notification.read) markRead.mutate({ params: { path: { id: notification.id } } });
    // A click follows the link it was on; the keyboard (Enter or Space: a click without a pointer) follows the content's last link, what it is about.
    const link = (event.target as Element).closest('a') ?? (event.detail === 0 ? Array.from(event.currentTarget.querySelectorAll('a')).at(-1) : undefined);
    const href = link?.getAttribute('href');
    // A link to a page of the site opens inside the app (a modified click keeps the browser's own handling).
    if (href && isSitePath(href) && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      setMenuOpen(false);
      void router.navigate({ href });
    }
  };

  return (
    <DropdownMenu.Root modal={false} open={menuOpen} onOpenChange={setMenuOpen}>
      <DropdownMenu.Trigger aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'} className="relative rounded-full p-2 text-neutral-700 hover:bg-neutral-100">
        <BellIcon />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 font-semibold text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 max-h-[28rem] w-80 overflow-y-auto rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          <div className="flex items-center justify-between px-3 py-2">
            <DropdownMenu.Label className="text-sm font-semibold">Notifications</DropdownMenu.Label>
            <DropdownMenu.Item
              disabled={unread === 0}
              onSelect={(event) => {
                event.preventDefault();
                markAll.mutate({});
              }}
              className="cursor-pointer rounded px-2 py-1 text-xs font-medium text-brand outline-none data-[disabled]:cursor-default data-[disabled]:text-neutral-400 data-[highlighted]:bg-neutral-100"
            >
              Mark all as read
            </DropdownMenu.Item>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          {list.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-neutral-500">No notifications yet</p>
          ) : (
            list.map((n) => (
              <DropdownMenu.Item
                key={n.id}
                onClick={(event) => open(n, event)}
                onSelect={(event) => event.preventDefault()}
                data-read={n.read}
                className={`flex cursor-pointer gap-3 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100 ${n.read ? '' : 'bg-brand/5'}`}
              >
                <Avatar src={n.user.avatar} name={n.user.name} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{n.user.name}</span>
                  <NotificationContent html={n.content} className="block text-neutral-700" />
                  <span className="block text-xs text-neutral-500">{notificationDate(new Date(n.createdAt), now)}</span>
                </span>
                {!n.read && <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand" role="img" aria-label="Unread" />}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
