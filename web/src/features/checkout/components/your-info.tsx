import { useEffect, useState } from 'react';
import type { PaymentRequest } from '../../../components/payment/card-payment';
import { useCurrentUser } from '../../../lib/current-user';
import { formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/api/client';
import { checkoutApi, type Order } from '../api/checkout';
import { dropdownOptions, INFO_HEADER_NAME_MAX, personErrors, questionsFor, signedInBuyer, type PersonForm, type Question } from '../rules';
import { SEATS_NOT_HELD } from '../seats';

const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2';
const empty = (): PersonForm => ({ firstName: '', lastName: '', email: '', emailConfirm: '', answers: {} });

/**
 * The buyer (and, when the event collects each attendee's details, every attendee) with the event's
 * questions. Continue checks everything here first (scrolling to the first problem), then confirms the order.
 */
export function YourInfo({
  order,
  seatsHeld = {},
  onBack,
  onDirty,
  onConfirmed,
  onSeatsLost = () => undefined,
}: {
  order: Order;
  /** On a seated date: the seat session the order's seats are held under, and their labels (confirming checks both). */
  seatsHeld?: { seatsHoldToken?: string; seatsReserved?: string[] };
  onBack(): void;
  onDirty(dirty: boolean): void;
  onConfirmed(order: Order, payment: PaymentRequest | null): void;
  /** Confirming was refused because the order's seats are held no more: they are chosen again on the chart. */
  onSeatsLost?(message: string): void;
}) {
  const eachAttendee = order.collectInformationSetting === 'each-attendee';
  const questions = order.questions as Question[];
  const [buyer, setBuyer] = useState<PersonForm>(empty);
  // A signed-in buyer starts with their own name and e-mail (all still editable), filled in once they are known
  // unless the buyer has typed already.
  const { user } = useCurrentUser();
  const [initial, setInitial] = useState<PersonForm>(empty);
  if (user && initial.email !== user.email) {
    const known = signedInBuyer(user);
    setInitial(known);
    if (!buyer.firstName && !buyer.lastName && !buyer.email) setBuyer(known);
  }
  const [attendees, setAttendees] = useState<PersonForm[]>(() => order.items.map(empty));
  const [consent, setConsent] = useState({ owner: false, platform: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const ticketNames = [...new Set(order.items.map((item) => item.name))].join(', ').slice(0, INFO_HEADER_NAME_MAX);
  const dirty = buyer.firstName !== initial.firstName || buyer.lastName !== initial.lastName || buyer.email !== initial.email;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  /** Each message at its field, the first one scrolled into view; true when there is any. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.querySelector(`[data-field="${first}"]`)?.scrollIntoView({ block: 'center' });
    return !!first;
  };

  const buyerQuestions = eachAttendee ? [] : questionsFor(questions, order.items.map((item) => item.ticket));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const [field, message] of Object.entries(personErrors(buyer, buyerQuestions, true))) found[`buyer.${field}`] = message;
    if (eachAttendee) {
      order.items.forEach((item, n) => {
        for (const [field, message] of Object.entries(personErrors(attendees[n]!, questionsFor(questions, [item.ticket]), false))) found[`attendees.${n}.${field}`] = message;
      });
    }
    if (showErrors(found)) return;
    setBusy(true);
    setServerError(undefined);
    const notes = (person: PersonForm) => Object.entries(person.answers).map(([questionId, note]) => ({ questionId, note }));
    const reply = await checkoutApi.confirm(order.id, {
      buyerAttributes: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, emailConfirm: buyer.emailConfirm, notes: notes(buyer) },
      attendeesAttributes: eachAttendee
        ? order.items.map((item, n) => {
            const { firstName, lastName, email } = attendees[n]!;
            return { itemId: item.id, firstName, lastName, email, notes: notes(attendees[n]!) };
          })
        : undefined,
      marketingConsentOwner: consent.owner,
      marketingConsentViewcy: consent.platform,
      ...seatsHeld,
    });
    setBusy(false);
    if (reply.data) return onConfirmed(reply.data.order, reply.data.paymentRequest);
    // 400: the server's messages at their fields; otherwise its message (or the first of its list).
    const body = reply.error as unknown;
    if (Array.isArray(body) && body.every((b) => typeof b?.field === 'string')) {
      showErrors(Object.fromEntries(body.map((b: { field: string; message: string }) => [b.field, b.message])));
    } else if (errorMessage(body) === SEATS_NOT_HELD) onSeatsLost(SEATS_NOT_HELD);
    else setServerError(errorMessage(body));
  };

  return (
    <form id="your-info" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-neutral-600">
        {ticketNames} · {order.items.length === 1 ? '1 ticket' : `${order.items.length} tickets`} · {formatMoney(order.amount, order.currency)}
      </p>
      {/* Seated tickets take their seats from the chart: shown, never typed. */}
      {!!seatsHeld.seatsReserved?.length && <p className="text-sm text-neutral-600">Seats: {seatsHeld.seatsReserved.join(', ')}</p>}
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {serverError}
        </p>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Your information</legend>
        <Person prefix="buyer" person={buyer} onChange={setBuyer} errors={errors} questions={buyerQuestions} confirmEmail />
      </fieldset>
      {eachAttendee &&
        order.items.map((item, n) => (
          <fieldset key={item.id} className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">
              Attendee {n + 1}: {item.name}
              {item.seatLabel && `, seat ${item.seatLabel}`}
            </legend>
            <button type="button" className="self-start text-sm underline" onClick={() => setAttendees(attendees.map((a, i) => (i === n ? { ...a, firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email } : a)))}>
              Same as buyer
            </button>
            <Person
              prefix={`attendees.${n}`}
              person={attendees[n]!}
              onChange={(person) => setAttendees(attendees.map((a, i) => (i === n ? person : a)))}
              errors={errors}
              questions={questionsFor(questions, [item.ticket])}
            />
          </fieldset>
        ))}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={consent.owner} onChange={(e) => setConsent({ ...consent, owner: e.target.checked })} /> Keep me informed about this organizer’s events
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={consent.platform} onChange={(e) => setConsent({ ...consent, platform: e.target.checked })} /> Send me news from Limelight
      </label>
      <div className="hidden gap-3 md:flex">
        <button type="button" onClick={onBack} className="rounded-full border border-neutral-300 px-6 py-2">
          Back
        </button>
        <button type="submit" disabled={busy} className="rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50">
          {busy ? 'Confirming…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}

function Person({
  prefix,
  person,
  onChange,
  errors,
  questions,
  confirmEmail = false,
}: {
  prefix: string;
  person: PersonForm;
  onChange(person: PersonForm): void;
  errors: Record<string, string>;
  questions: Question[];
  confirmEmail?: boolean;
}) {
  const field = (name: 'firstName' | 'lastName' | 'email' | 'emailConfirm', label: string, type = 'text') => {
    const key = `${prefix}.${name}`;
    return (
      <div data-field={key}>
        <label htmlFor={key} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input id={key} type={type} value={person[name] ?? ''} onChange={(e) => onChange({ ...person, [name]: e.target.value })} aria-invalid={!!errors[key]} className={input} />
        {errors[key] && <p className="mt-1 text-sm text-red-700">{errors[key]}</p>}
      </div>
    );
  };
  const answer = (id: string, value: string) => onChange({ ...person, answers: { ...person.answers, [id]: value } });
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        {field('firstName', prefix === 'buyer' ? 'First name' : 'Attendee first name')}
        {field('lastName', prefix === 'buyer' ? 'Last name' : 'Attendee last name')}
      </div>
      {field('email', prefix === 'buyer' ? 'Email' : 'Attendee email', 'email')}
      {confirmEmail && field('emailConfirm', 'Confirm email', 'email')}
      {questions.map((question) => {
        const key = `${prefix}.questions.${question.id}`;
        const value = person.answers[question.id] ?? '';
        const label = `${question.title}${question.required ? ' *' : ''}`;
        return (
          <div key={question.id} data-field={key}>
            {question.fieldType === 'TERMS' ? (
              <>
                {question.content && <p className="mb-1 whitespace-pre-line text-sm text-neutral-600">{question.content}</p>}
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={value === 'agreed'} onChange={(e) => answer(question.id, e.target.checked ? 'agreed' : 'rejected')} /> {label}
                </label>
              </>
            ) : (
              <>
                <label htmlFor={key} className="mb-1 block text-sm font-medium">
                  {label}
                </label>
                {question.fieldType === 'TEXT' && <textarea id={key} value={value} onChange={(e) => answer(question.id, e.target.value)} className={input} rows={3} />}
                {question.fieldType === 'SHORT_TEXT' && <input id={key} value={value} onChange={(e) => answer(question.id, e.target.value)} className={input} />}
                {question.fieldType === 'DROPDOWN' && (
                  <select id={key} value={value} onChange={(e) => answer(question.id, e.target.value)} className={input}>
                    <option value="">Choose…</option>
                    {dropdownOptions(question).map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </select>
                )}
              </>
            )}
            {errors[key] && <p className="mt-1 text-sm text-red-700">{errors[key]}</p>}
          </div>
        );
      })}
    </>
  );
}
