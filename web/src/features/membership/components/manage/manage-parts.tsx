import { Outlet, useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { toast } from '../../../../lib/toast';
import type { RowAction } from '../../../../components/ui/row-menu';
import { Modal } from '../../../../components/ui/modal';
import { TabNav } from '../../../../components/ui/tab-nav';
import { errorMessage } from '../../../../lib/api/client';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { useTiers } from '../../api/manage';
import { errorMessages } from './manage-rules';

export const MEMBERSHIP_TABS = [
  { label: 'Tiers', path: 'tiers' },
  { label: 'Benefits', path: 'benefits' },
  { label: 'Members', path: 'members' },
  { label: 'Settings', path: 'settings' },
] as const;

export const membershipsPath = (username: string) => `/manage/${username}/memberships`;

/** /manage/{username}/memberships/…: the heading and the tabs Tiers / Benefits / Members / Settings above the page. */
export function MembershipsLayout({ username }: { username: string }) {
  const base = membershipsPath(username);
  return (
    <div>
      <h1 className="text-2xl font-semibold">Memberships</h1>
      <TabNav label="Memberships" className="mt-4" tabs={MEMBERSHIP_TABS.map((tab) => ({ label: tab.label, href: `${base}/${tab.path}` }))} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

const SOMETHING_WRONG = 'Something went wrong, please try again';

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

/** The lists' tier filter: all tiers, or one of the owner's. */
export function TierFilter({ ownerId, value, onChange }: { ownerId: string; value: string; onChange: (tierId: string | undefined) => void }) {
  const tiers = useTiers(ownerId);
  const options = [{ value: '', label: 'All tiers' }, ...(tiers.data ?? []).map((tier) => ({ value: tier.id, label: tier.name }))];
  return <FilterSelect label="Filter by tier" value={value} options={options} onChange={(tierId) => onChange(tierId || undefined)} />;
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

/** A confirmation with the action's own button (Delete, Hide, Remove) and Cancel. */
export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: { title: string; text: string; confirm: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      closeLabel="Cancel"
      action={
        <button type="button" disabled={busy} onClick={onConfirm} className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50">
          {confirm}
        </button>
      }
    >
      {text}
    </Modal>
  );
}

/** A list's rows that can be hidden, restored and (while `deletable`) deleted: their menu actions and the confirmation. */
export function useHideableRows<T extends { id: string; name: string; archived: boolean }>({
  noun,
  mutations,
  editHref,
  deletable,
  hideText,
}: {
  /** 'Tier', 'Benefit': the confirmations and toasts name it. */
  noun: string;
  mutations: Record<'remove' | 'archive' | 'restore', { mutateAsync: (init: { params: { path: { id: string } } }) => Promise<unknown>; isPending: boolean }>;
  editHref: (row: T) => string;
  deletable: (row: T) => boolean;
  /** What hiding does, after 'Hide {name}?'. */
  hideText: string;
}) {
  const [confirming, setConfirming] = useState<{ kind: 'delete' | 'hide'; row: T }>();
  const { remove, archive, restore } = mutations;
  const done = { delete: 'deleted', hide: 'hidden', restore: 'restored' } as const;

  const run = async (what: 'hide' | 'restore' | 'delete', row: T) => {
    const init = { params: { path: { id: row.id } } };
    try {
      await (what === 'delete' ? remove : what === 'hide' ? archive : restore).mutateAsync(init);
      toast.success(`${noun} ${done[what]}`);
      setConfirming(undefined);
    } catch (error) {
      toast.error(errorMessage(error, SOMETHING_WRONG));
    }
  };

  const actions = (row: T): RowAction[] => [
    { label: 'Edit', href: editHref(row) },
    row.archived ? { label: 'Restore', onSelect: () => void run('restore', row) } : { label: 'Hide', onSelect: () => setConfirming({ kind: 'hide', row }) },
    ...(deletable(row) ? [{ label: 'Delete', danger: true, onSelect: () => setConfirming({ kind: 'delete', row }) }] : []),
  ];

  const dialog = confirming && (
    <ConfirmDialog
      title={`${confirming.kind === 'delete' ? 'Delete' : 'Hide'} ${noun.toLowerCase()}`}
      text={confirming.kind === 'delete' ? `Permanently delete ${confirming.row.name}?` : `Hide ${confirming.row.name}? ${hideText}`}
      confirm={confirming.kind === 'delete' ? 'Delete' : 'Hide'}
      busy={remove.isPending || archive.isPending}
      onConfirm={() => void run(confirming.kind, confirming.row)}
      onClose={() => setConfirming(undefined)}
    />
  );
  return { actions, dialog };
}

/** A list's table: the column headings (and an unnamed one for the row menus) above `children`, the rows. */
export function ListTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200">
      <table aria-label={label} className="w-full min-w-max text-left text-sm">
        <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">{children}</tbody>
      </table>
    </div>
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

/** A page whose data could not be read: the API's message, or `fallback`. */
export function LoadError({ error, fallback }: { error?: unknown; fallback?: string }) {
  return (
    <p role="alert" className="py-24 text-center text-lg">
      {errorMessage(error, fallback)}
    </p>
  );
}

/** Close or Cancel of a form with unsaved changes asks this first. */
const DISCARD_CHANGES = 'Discard changes?';

/**
 * A list's New or Edit form: leaving with unsaved changes asks first; `submit` runs a save, then shows `done` and
 * returns to the list, or shows the API's messages above the form (`fallback` when it sent none).
 */
export function useListForm(listPath: string, isDirty: boolean) {
  const router = useRouter();
  const doneRef = useRef(false);
  const [problems, setProblems] = useState<string[]>([]);
  const leaving = () => isDirty && !doneRef.current;
  useLeavePrompt(leaving);

  const leave = () => {
    doneRef.current = true;
    return router.navigate({ href: listPath });
  };
  const close = () => {
    if (leaving() && !window.confirm(DISCARD_CHANGES)) return;
    void leave();
  };
  const submit = async (save: () => Promise<unknown>, done: string, fallback?: string) => {
    setProblems([]);
    try {
      await save();
    } catch (error) {
      const messages = errorMessages(error);
      setProblems(messages.length ? messages : [fallback ?? errorMessage(error, SOMETHING_WRONG)]);
      return;
    }
    toast.success(done);
    await leave();
  };
  return { problems, close, submit };
}

/** A form's Cancel and submit buttons; the submit button says 'Saving…' while it saves. */
export function FormActions({ onCancel, submitting, submitLabel }: { onCancel: () => void; submitting: boolean; submitLabel: string }) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className={secondaryButton}>
        Cancel
      </button>
      <button type="submit" disabled={submitting} aria-busy={submitting || undefined} className={primaryButton}>
        {submitting ? 'Saving…' : submitLabel}
      </button>
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
