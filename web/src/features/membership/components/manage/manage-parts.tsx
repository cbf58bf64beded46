import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useId, type ReactNode, type TextareaHTMLAttributes, type InputHTMLAttributes, type Ref } from 'react';
import { AppLink } from '../../../../components/ui/app-link';

export const MEMBERSHIP_TABS = [
  { label: 'Tiers', path: 'tiers' },
  { label: 'Benefits', path: 'benefits' },
  { label: 'Members', path: 'members' },
  { label: 'Settings', path: 'settings' },
] as const;

export const membershipsPath = (username: string) => `/manage/${username}/memberships`;

/** /manage/{username}/memberships/…: the heading and the tabs Tiers / Benefits / Members / Settings above the page. */
export function MembershipsLayout({ username }: { username: string }) {
  const { pathname } = useLocation();
  const base = membershipsPath(username);
  return (
    <div>
      <h1 className="text-2xl font-semibold">Memberships</h1>
      <nav aria-label="Memberships" className="mt-4 flex gap-1 border-b border-neutral-200">
        {MEMBERSHIP_TABS.map((tab) => {
          const href = `${base}/${tab.path}`;
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <AppLink
              key={tab.path}
              href={href}
              aria-current={current ? 'page' : undefined}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm text-neutral-600 hover:text-neutral-900 aria-[current=page]:border-neutral-900 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
            >
              {tab.label}
            </AppLink>
          );
        })}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

export const primaryButton = 'rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50';
export const secondaryButton = 'rounded-full border border-neutral-300 px-5 py-2 text-sm font-medium hover:bg-neutral-50 disabled:opacity-50';
export const selectClass = 'rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm';

/** A list's search, filters and New button; the lists leave it out while they are empty (seed 002 §2.3). */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div role="toolbar" aria-label="List actions" className="mb-4 flex flex-wrap items-center gap-3">
      {children}
    </div>
  );
}

/** A labelled select of the action bar. */
export function FilterSelect<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <select aria-label={label} className={selectClass} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** An empty list: what is missing, and (when given) the New button. */
export function EmptyList({ title, filtered, action }: { title: string; filtered: boolean; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-neutral-300 p-10 text-center">
      <p className="text-lg font-semibold">{filtered ? 'No results' : title}</p>
      {!filtered && action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}

export interface RowAction {
  label: string;
  href?: string;
  onSelect?: () => void;
  danger?: boolean;
}

const menuItem = 'flex cursor-pointer items-center rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100';

/** A row's ⋯ menu. */
export function RowMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={`Actions for ${label}`} className="rounded px-2 py-1 text-lg leading-none hover:bg-neutral-100">
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-40 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {actions.map((action) =>
            action.href ? (
              <DropdownMenu.Item key={action.label} asChild>
                <AppLink href={action.href} className={menuItem}>
                  {action.label}
                </AppLink>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={action.label} className={`${menuItem} ${action.danger ? 'text-red-700' : ''}`} onSelect={action.onSelect}>
                {action.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A confirmation with the action's own button (Delete, Hide, Remove) and Cancel. */
export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: { title: string; text: string; confirm: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-neutral-700">{text}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100">
                Cancel
              </button>
            </Dialog.Close>
            <button type="button" disabled={busy} onClick={onConfirm} className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50">
              {confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The API's messages, one a line. */
export function ErrorList({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <ul role="alert" aria-label="Errors" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-24">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-neutral-200 border-t-neutral-900" />
    </div>
  );
}

type CountedProps = { label: string; value: string; limit: number; error?: string; required?: boolean; multiline?: boolean; ref?: Ref<HTMLInputElement & HTMLTextAreaElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value'
>;

/** A text input or area with its 'n/max' counter; typing past the limit is not blocked so the message can say why. */
export function CountedField({ label, value, limit, error, required, multiline, ...input }: CountedProps) {
  const id = useId();
  const described = [`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const className = `mt-1 w-full rounded-lg border px-3 py-2 ${error ? 'border-red-500' : 'border-neutral-300'}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea id={id} rows={5} aria-invalid={error ? true : undefined} aria-describedby={described} className={className} {...input} />
      ) : (
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} className={className} {...input} />
      )}
      <p id={`${id}-count`} className={`mt-1 text-right text-xs ${value.length > limit ? 'text-red-600' : 'text-neutral-500'}`}>
        {value.length}/{limit}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function FieldError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="mt-1 text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/** A checkbox list (benefits, categories, tickets, tiers). */
export function CheckboxList({ legend, items, value, onChange, error, empty }: { legend: string; items: { id: string; label: string }[]; value: string[]; onChange: (ids: string[]) => void; error?: string; empty: string }) {
  return (
    <fieldset className="rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {items.length ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <label key={item.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={value.includes(item.id)} onChange={(e) => onChange(e.target.checked ? [...value, item.id] : value.filter((id) => id !== item.id))} />
              {item.label}
            </label>
          ))}
        </div>
      ) : (
        <p className="text-sm text-neutral-600">{empty}</p>
      )}
      <FieldError message={error} />
    </fieldset>
  );
}
