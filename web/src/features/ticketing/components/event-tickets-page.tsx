import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { completeDateTime } from '../../../components/ui/date-time-rules';
import { NotFound } from '../../../components/layouts/not-found';
import { errorMessage } from '../../../lib/api/client';
import { formatMoney } from '../../../lib/money';
import { EventManagementError, useAddEventDate, useEventTicketTypes, useOwnerLists, useOwnerMembershipTiers, useOwnerUsername, useRemoveEventDate, useReplaceTicketTypes } from '../api/event-tickets';
import { formatDay, formatTime } from '../format';
import {
  feeFor,
  formValuesOf,
  newRow,
  priceToMinor,
  requestBody,
  salesWindowText,
  ticketRules,
  VISIBILITY_LABELS,
  type ManagedTickets,
  type TicketRow,
  type TicketsFormValues,
} from '../ticket-types';
import { zonedToIso } from './event-form';

const input = 'mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2';
export const TICKETS_SAVED = 'Tickets saved';

/** The seeds' error shapes as a list of messages. */
const messagesOf = (error: unknown): string[] => (Array.isArray(error) && error.length ? error.map((e) => errorMessage(e)) : [errorMessage(error)]);

/** /management/courses/{id}/tickets: the event's managers with admin access keep its ticket types and dates. */
export function EventTicketsPage({ id }: { id: string }) {
  const query = useEventTicketTypes(id);
  if (query.isLoading) return <main className="mx-auto max-w-6xl px-4 py-12" aria-busy="true" />;
  if (query.error || !query.data) {
    const status = query.error instanceof EventManagementError ? query.error.status : 0;
    if (status === 404) return <NotFound />;
    if (status === 403) return <ErrorScreen code={403} heading="You are not allowed to manage this event" />;
    return <ErrorScreen code={status || 500} heading={query.error?.message ?? 'Please try again later'} />;
  }
  return <TicketsEditor data={query.data} reload={async () => (await query.refetch()).data} />;
}

export function TicketsEditor({ data, reload }: { data: ManagedTickets; reload(): Promise<ManagedTickets | undefined> }) {
  const replace = useReplaceTicketTypes();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { register, control, handleSubmit, reset, formState } = useForm<TicketsFormValues>({ defaultValues: formValuesOf(data) });
  const tickets = useFieldArray({ control, name: 'tickets' });
  const values = useWatch({ control });
  const [open, setOpen] = useState<Set<string>>(new Set());
  const { isDirty, isSubmitting, errors } = formState;
  useLeavePrompt(isDirty);

  const currency = values.currency ?? data.currency;
  const toggle = (key: string) => setOpen((keys) => new Set(keys.has(key) ? [...keys].filter((k) => k !== key) : [...keys, key]));
  const refresh = async () => {
    const fresh = await reload();
    if (fresh) reset(formValuesOf(fresh));
    setOpen(new Set());
  };

  const onSubmit = handleSubmit(async (fields) => {
    setServerErrors([]);
    try {
      await replace.mutateAsync({ params: { path: { id: data.eventId } }, body: { ticketTypes: requestBody(fields, data) } });
      await refresh();
      toast.success(TICKETS_SAVED);
    } catch (error) {
      setServerErrors(messagesOf(error));
    }
  });

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <a href={`/event/${data.eventId}`} className="text-sm text-neutral-600 underline">
            {data.eventName}
          </a>
          <h1 className="text-2xl font-semibold">Tickets</h1>
        </div>
        <label className="text-sm font-medium">
          Currency
          <select className={input} {...register('currency')}>
            {data.currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code.toUpperCase()} ({c.symbol})
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-2 text-sm text-neutral-600">Buyers pay the ticket price plus the Limelight fee ($0.69 + 1% per ticket); free tickets carry no fee.</p>
      <p className="mt-1 text-sm text-neutral-600">
        Reserved seats: draw the venue and choose the categories each ticket type sells on the{' '}
        <a href={`/management/courses/${data.eventId}/seating`} className="underline">
          Seating
        </a>{' '}
        page.
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-8">
        {data.dates.map((date) => {
          const rows = tickets.fields.map((field, index) => ({ field, index })).filter(({ field }) => field.eventDateId === date.id);
          const label = `${formatDay(date.startsAt, data.timezone)} · ${formatTime(date.startsAt, data.timezone)}`;
          return (
            <section key={date.id} aria-label={label} className="rounded-xl border border-neutral-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  {label}
                  {date.past && <span className="ml-2 text-sm font-normal text-neutral-500">Past</span>}
                </h2>
                <span className="text-sm text-neutral-600">{date.sold} sold</span>
              </div>
              {rows.length === 0 ? (
                <p className="mt-3 text-sm text-neutral-600">No ticket types for this date.</p>
              ) : (
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="text-neutral-600">
                      <tr>
                        <th className="py-2 pr-3 font-medium">Ticket</th>
                        <th className="py-2 pr-3 font-medium">Price</th>
                        <th className="py-2 pr-3 font-medium">Fee</th>
                        <th className="py-2 pr-3 font-medium">Buyer pays</th>
                        <th className="py-2 pr-3 font-medium">Quantity</th>
                        <th className="py-2 pr-3 font-medium">Sold</th>
                        <th className="py-2 pr-3 font-medium">On sale</th>
                        <th className="py-2 pr-3 font-medium">Visibility</th>
                        <th className="py-2 pr-3 font-medium">Category</th>
                        <th className="py-2 pr-3 font-medium">Secret code</th>
                        <th className="py-2 font-medium">
                          <span className="sr-only">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map(({ field, index }) => {
                        const row = { ...field, ...values.tickets?.[index] } as TicketRow;
                        const price = priceToMinor(row.price, currency);
                        const fee = price === null ? null : feeFor(price, currency, data);
                        // New ticket types open for editing; the button flips a row either way.
                        const editing = open.has(field.id) !== (row.ticketId === null);
                        const name = row.name.trim() || `Ticket ${index + 1}`;
                        return (
                          <Fragment key={field.id}>
                            <tr className="border-t border-neutral-200 align-top">
                              <td className="py-2 pr-3 font-medium">{name}</td>
                              <td className="py-2 pr-3">{price === null ? '—' : formatMoney(price, currency)}</td>
                              <td className="py-2 pr-3">{fee === null ? '—' : formatMoney(fee, currency)}</td>
                              <td className="py-2 pr-3">{price === null || fee === null ? '—' : formatMoney(price + fee, currency)}</td>
                              <td className="py-2 pr-3">{row.quantity}</td>
                              <td className="py-2 pr-3">{row.sold}</td>
                              <td className="py-2 pr-3">{salesWindowText(row, data.timezone)}</td>
                              <td className="py-2 pr-3">{VISIBILITY_LABELS[row.visibilityScope]}</td>
                              <td className="py-2 pr-3">{row.category}</td>
                              <td className="py-2 pr-3">{row.visibilityScope === 'secret' ? row.code || '—' : '—'}</td>
                              <td className="flex gap-3 py-2 whitespace-nowrap">
                                <button type="button" className="underline" aria-expanded={editing} onClick={() => toggle(field.id)}>
                                  {editing ? `Done with ${name}` : `Edit ${name}`}
                                </button>
                                <button
                                  type="button"
                                  className="underline disabled:text-neutral-400 disabled:no-underline"
                                  disabled={row.sold > 0}
                                  title={row.sold > 0 ? 'Tickets are sold: it cannot be removed' : undefined}
                                  onClick={() => tickets.remove(index)}
                                >
                                  Remove {name}
                                </button>
                              </td>
                            </tr>
                            {(editing || hasErrors(errors, index)) && (
                              <tr>
                                <td colSpan={11} className="pb-4">
                                  <TicketFields index={index} row={row} currency={currency} data={data} register={register} control={control} errors={errors} />
                                </td>
                              </tr>
                            )}
                          </Fragment>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
              <button
                type="button"
                className="mt-3 text-sm underline"
                onClick={() => tickets.append(newRow(date.id), { shouldFocus: false })}
              >
                Add a ticket type
              </button>
            </section>
          );
        })}

        {serverErrors.length > 0 && (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {serverErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <div className="flex gap-3">
          <button type="submit" disabled={isSubmitting || !isDirty} className="rounded-full bg-brand px-6 py-2.5 font-medium text-white disabled:opacity-60">
            {isSubmitting ? 'Saving...' : 'Save tickets'}
          </button>
          <button type="button" disabled={!isDirty} className="rounded-full border border-neutral-300 px-6 py-2.5 disabled:opacity-60" onClick={() => reset()}>
            Undo changes
          </button>
        </div>
      </form>

      <DatesPanel data={data} locked={isDirty} onChanged={refresh} />
    </main>
  );
}

const hasErrors = (errors: FieldErrors<TicketsFormValues>, index: number) => !!errors.tickets?.[index];

function TicketFields({
  index,
  row,
  currency,
  data,
  register,
  control,
  errors,
}: {
  index: number;
  row: TicketRow;
  currency: string;
  data: ManagedTickets;
  register: UseFormRegister<TicketsFormValues>;
  control: Control<TicketsFormValues>;
  errors: FieldErrors<TicketsFormValues>;
}) {
  const fieldErrors = errors.tickets?.[index];
  const price = priceToMinor(row.price, currency);
  const fee = price === null ? null : feeFor(price, currency, data);
  const error = (message?: string) =>
    message ? (
      <span role="alert" className="block text-sm text-red-600">
        {message}
      </span>
    ) : null;
  return (
    <fieldset aria-label={`Ticket ${index + 1}`} className="grid gap-3 rounded-lg bg-neutral-50 p-3 md:grid-cols-4">
      <div className="md:col-span-2">
        <label className="text-sm">
          Name
          <input className={input} {...register(`tickets.${index}.name`, { validate: ticketRules.name })} />
        </label>
        {error(fieldErrors?.name?.message)}
      </div>
      <label className="text-sm">
        Attendance
        <select className={input} {...register(`tickets.${index}.attendance`)}>
          <option value="in-person">In person</option>
          <option value="online">Online</option>
        </select>
      </label>
      <label className="text-sm">
        Category
        <select className={input} {...register(`tickets.${index}.category`)}>
          <option value="Admission">Admission</option>
          <option value="Add on">Add on</option>
        </select>
      </label>
      <div>
        <label className="text-sm">
          Price ({currency.toUpperCase()})
          <input inputMode="decimal" className={input} {...register(`tickets.${index}.price`, { validate: (value, all) => ticketRules.price(value, all.currency) })} />
        </label>
        {error(fieldErrors?.price?.message)}
        {price !== null && fee !== null && (
          <span className="block text-xs text-neutral-600">
            Fee {formatMoney(fee, currency)} · Buyer pays {formatMoney(price + fee, currency)}
          </span>
        )}
      </div>
      <div>
        <label className="text-sm">
          Quantity
          <input inputMode="numeric" className={input} {...register(`tickets.${index}.quantity`, { validate: (value, all) => ticketRules.quantity(value, all.tickets[index]!) })} />
        </label>
        {error(fieldErrors?.quantity?.message)}
        {row.sold > 0 && <span className="block text-xs text-neutral-600">{row.sold} sold</span>}
      </div>
      <Controller
        control={control}
        name={`tickets.${index}.salesStart`}
        rules={{ validate: ticketRules.salesStart }}
        render={({ field, fieldState }) => (
          <DateTimeField label="Sales start" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name={`tickets.${index}.salesEnd`}
        rules={{ validate: (value, all) => ticketRules.salesEnd(value, all.tickets[index]!) }}
        render={({ field, fieldState }) => (
          <DateTimeField label="Sales end" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
        )}
      />
      <label className="text-sm md:col-span-2">
        Description
        <textarea rows={2} className={input} {...register(`tickets.${index}.description`)} />
      </label>
      <label className="text-sm">
        Visibility
        <select
          className={input}
          {...register(`tickets.${index}.visibilityScope`, {
            deps: [`tickets.${index}.code`, `tickets.${index}.quantityPerCode`, `tickets.${index}.membershipTierIds`, `tickets.${index}.customUserListIds`, `tickets.${index}.initialQuantityPerCode`],
          })}
        >
          {Object.entries(VISIBILITY_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {row.visibilityScope === 'secret' && (
        <>
          <div>
            <label className="text-sm">
              Secret code
              <input className={input} {...register(`tickets.${index}.code`, { validate: (value, all) => ticketRules.code(value, all.tickets[index]!) })} />
            </label>
            {error(fieldErrors?.code?.message)}
          </div>
          <div>
            <label className="text-sm">
              Tickets per code
              <input
                inputMode="numeric"
                className={input}
                {...register(`tickets.${index}.quantityPerCode`, { validate: (value, all) => ticketRules.quantityPerCode(value, all.tickets[index]!) })}
              />
            </label>
            {error(fieldErrors?.quantityPerCode?.message)}
          </div>
        </>
      )}
      {row.visibilityScope === 'member' && (
        <Controller
          control={control}
          name={`tickets.${index}.membershipTierIds`}
          rules={{ validate: (value, all) => ticketRules.membershipTierIds(value, all.tickets[index]!) }}
          render={({ field }) => <TierPicker ownerId={data.ownerId} selected={field.value} onChange={field.onChange} error={fieldErrors?.membershipTierIds?.message} />}
        />
      )}
      {row.visibilityScope === 'list' && (
        <>
          <Controller
            control={control}
            name={`tickets.${index}.customUserListIds`}
            rules={{ validate: (value, all) => ticketRules.customUserListIds(value, all.tickets[index]!) }}
            render={({ field }) => <ListPicker ownerId={data.ownerId} selected={field.value} onChange={field.onChange} error={fieldErrors?.customUserListIds?.message} />}
          />
          <div>
            <label className="text-sm">
              Tickets per share code
              <input
                inputMode="numeric"
                aria-describedby={`tickets-${index}-per-share-code`}
                className={input}
                {...register(`tickets.${index}.initialQuantityPerCode`, { validate: (value, all) => ticketRules.initialQuantityPerCode(value, all.tickets[index]!) })}
              />
            </label>
            <span id={`tickets-${index}-per-share-code`} className="block text-xs text-neutral-600">
              Each listed buyer gets a code that buys this many tickets for others; leave empty for none.
            </span>
            {error(fieldErrors?.initialQuantityPerCode?.message)}
          </div>
        </>
      )}
    </fieldset>
  );
}

interface ChoicesField {
  selected: string[];
  onChange(ids: string[]): void;
  error?: string;
}

/** Checkboxes of the owner's things a ticket is limited to (membership tiers, lists), with the field's error. */
function OwnerChoices({
  legend,
  read,
  choices,
  empty,
  failed,
  selected,
  onChange,
  error,
}: ChoicesField & {
  legend: string;
  read: { isLoading: boolean; isError: boolean };
  choices?: { id: string; label: ReactNode }[];
  /** Said when the owner has none. */
  empty: ReactNode;
  /** Said when they could not be read. */
  failed: string;
}) {
  const errorId = useId();
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="text-sm md:col-span-2">
      <legend>{legend}</legend>
      {read.isLoading && <p className="text-neutral-600">{`Loading ${legend.toLowerCase()}…`}</p>}
      {choices?.length === 0 && <p className="text-neutral-600">{empty}</p>}
      {read.isError && <p className="text-red-600">{failed}</p>}
      {choices?.map((choice) => (
        <label key={choice.id} className="mr-4 inline-flex items-center gap-2">
          <input type="checkbox" checked={selected.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />
          {choice.label}
        </label>
      ))}
      {error && (
        <span id={errorId} role="alert" className="block text-sm text-red-600">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** The owner's membership tiers whose members may buy a members-only ticket (hidden tiers too: their members still hold them). */
function TierPicker({ ownerId, ...field }: ChoicesField & { ownerId: string }) {
  const tiers = useOwnerMembershipTiers(ownerId);
  const choices = tiers.data?.map((tier) => ({
    id: tier.id,
    label: (
      <>
        {tier.name}
        {tier.archived && <span className="text-neutral-500">(hidden)</span>}
      </>
    ),
  }));
  return (
    <OwnerChoices
      legend="Membership tiers"
      read={tiers}
      choices={choices}
      empty="This profile has no membership tiers yet."
      failed="The membership tiers could not be loaded."
      {...field}
    />
  );
}

/** The owner's private access lists whose people may buy a list ticket; without any, a link to create one. */
function ListPicker({ ownerId, ...field }: ChoicesField & { ownerId: string }) {
  const lists = useOwnerLists(ownerId);
  const username = useOwnerUsername(ownerId);
  const empty = (
    <>
      This profile has no lists yet.
      {username.data && (
        // A new tab keeps the ticket form's changes; the lists are read again on coming back.
        <a href={`/manage/${username.data}/lists/create`} target="_blank" rel="noreferrer" className="ml-1 underline">
          Create a list
        </a>
      )}
    </>
  );
  return (
    <OwnerChoices
      legend="Lists"
      read={lists}
      choices={lists.data?.map((list) => ({ id: list.id, label: list.name }))}
      empty={empty}
      failed="The lists could not be loaded."
      {...field}
    />
  );
}

const DRAFT_TIMES = ['startsAt', 'endsAt', 'doorTime'] as const;
type DraftProblems = Partial<Record<(typeof DRAFT_TIMES)[number], string>>;

/** Dates are added and removed at once (not with the ticket form), so they wait until ticket changes are saved or undone. */
function DatesPanel({ data, locked, onChanged }: { data: ManagedTickets; locked: boolean; onChanged(): Promise<void> }) {
  const addDate = useAddEventDate();
  const removeDate = useRemoveEventDate();
  const [draft, setDraft] = useState({ startsAt: '', endsAt: '', doorTime: '', copyTicketTypes: true });
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [problems, setProblems] = useState<DraftProblems>({});
  const at = (local: string) => (local ? zonedToIso(local, data.timezone) : null);

  const onAdd = async () => {
    setMessage(undefined);
    if (!draft.startsAt) return setMessage({ ok: false, text: 'Add a start' });
    const found: DraftProblems = {};
    for (const key of DRAFT_TIMES) {
      const rule = completeDateTime(draft[key]);
      if (rule !== true) found[key] = rule;
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      await addDate.mutateAsync({
        params: { path: { id: data.eventId } },
        body: { startsAt: at(draft.startsAt)!, endsAt: at(draft.endsAt), doorTime: at(draft.doorTime), copyTicketTypes: draft.copyTicketTypes },
      });
      setDraft({ startsAt: '', endsAt: '', doorTime: '', copyTicketTypes: true });
      await onChanged();
      setMessage({ ok: true, text: 'Date added' });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    }
  };
  const onRemove = async (dateId: string, label: string) => {
    if (!window.confirm(`Remove ${label} and its ticket types?`)) return;
    setMessage(undefined);
    try {
      await removeDate.mutateAsync({ params: { path: { id: data.eventId, dateId } } });
      await onChanged();
      setMessage({ ok: true, text: 'Date removed' });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <section aria-label="Dates" className="mt-10 rounded-xl border border-neutral-200 p-4">
      <h2 className="text-lg font-semibold">Dates</h2>
      {locked && <p className="mt-1 text-sm text-amber-700">Save or undo your ticket changes before changing dates.</p>}
      <ul className="mt-3 flex flex-col gap-2">
        {data.dates.map((date) => {
          const label = `${formatDay(date.startsAt, data.timezone)} · ${formatTime(date.startsAt, data.timezone)}`;
          return (
            <li key={date.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {label} — {date.sold} sold
              </span>
              <button
                type="button"
                className="underline disabled:text-neutral-400 disabled:no-underline"
                disabled={locked || date.sold > 0 || data.dates.length === 1 || removeDate.isPending}
                title={date.sold > 0 ? 'Tickets are sold for this date' : data.dates.length === 1 ? 'An event needs at least one date' : undefined}
                onClick={() => void onRemove(date.id, label)}
              >
                Remove {label}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 grid gap-3 md:grid-cols-4">
        <DateTimeField label="New date starts" value={draft.startsAt} onChange={(startsAt) => setDraft({ ...draft, startsAt })} error={problems.startsAt} />
        <DateTimeField label="New date ends" legend="Ends" value={draft.endsAt} onChange={(endsAt) => setDraft({ ...draft, endsAt })} error={problems.endsAt} />
        <DateTimeField label="New date doors open" legend="Doors open" value={draft.doorTime} onChange={(doorTime) => setDraft({ ...draft, doorTime })} error={problems.doorTime} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" checked={draft.copyTicketTypes} onChange={(e) => setDraft({ ...draft, copyTicketTypes: e.target.checked })} />
          Copy the ticket types of the last date
        </label>
      </div>
      <button
        type="button"
        disabled={locked || addDate.isPending}
        className="mt-3 rounded-full border border-neutral-300 px-5 py-2 text-sm disabled:opacity-60"
        onClick={() => void onAdd()}
      >
        Add date
      </button>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={`mt-3 text-sm ${message.ok ? 'text-green-700' : 'text-red-700'}`}>
          {message.text}
        </p>
      )}
    </section>
  );
}
