import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { NotFound } from '../../../components/layouts/not-found';
import { ImageUpload, uploadPreviewUrl } from '../../../components/ui/image-upload';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { errorMessage } from '../../../lib/api/client';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { ManagedEventError, useCategories, useManagedEvent, useUpdateEvent } from '../api/events';
import {
  BANNER_TYPES,
  DETAILS_LIMITS,
  DETAILS_MESSAGES,
  donationProblem,
  EVENT_THEMES,
  isWebAddress,
  newBanner,
  newQuestion,
  QUESTION_TYPES,
  ticketGroups,
  toFields,
  toRequest,
  type DetailsFields,
  type ManagedEvent,
  type TicketGroup,
} from '../event-details';
import { timeZoneChoices } from '../format';

const input = 'mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2';
const SAVED = 'Event details saved';

/** /management/courses/{id}/details/edit: the event's managers with admin access edit its details. */
export function EventDetailsEdit({ id }: { id: string }) {
  const query = useManagedEvent(id);
  if (query.isLoading) return <main className="mx-auto max-w-3xl px-4 py-12" aria-busy="true" />;
  // Once the event is here, a failed background refresh keeps the form (and what was typed).
  if (!query.data) {
    const status = query.error instanceof ManagedEventError ? query.error.status : 0;
    if (status === 404) return <NotFound />;
    if (status === 403) return <ErrorScreen code={403} heading="You are not allowed to manage this event" />;
    return <ErrorScreen code={status || 500} heading={query.error?.message ?? 'Please try again later'} />;
  }
  return <EventDetailsForm event={query.data} reload={async () => (await query.refetch()).data} />;
}

/** The seeds' error shapes as a list of messages. */
const messagesOf = (error: unknown): string[] =>
  Array.isArray(error) && error.length ? error.map((e) => errorMessage(e)) : [errorMessage(error)];

function EventDetailsForm({ event, reload }: { event: ManagedEvent; reload(): Promise<ManagedEvent | undefined> }) {
  const categories = useCategories();
  const update = useUpdateEvent();
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const defaults = useMemo(() => toFields(event), [event]);
  const { register, control, handleSubmit, reset, formState } = useForm<DetailsFields>({ defaultValues: defaults });
  const { errors, isDirty, isSubmitting } = formState;
  useLeavePrompt(isDirty);
  const images = useFieldArray({ control, name: 'images' });
  const banners = useFieldArray({ control, name: 'bannerMessages' });
  const questions = useFieldArray({ control, name: 'questions' });
  const locationSetting = useWatch({ control, name: 'locationSetting' });
  const groups = useMemo(() => ticketGroups(event.ticketTypes), [event.ticketTypes]);
  const timezones = useMemo(() => timeZoneChoices(event.timezone), [event.timezone]);

  const onSubmit = handleSubmit(async (fields) => {
    setServerErrors([]);
    try {
      await update.mutateAsync({ params: { path: { id: event.id } }, body: toRequest(fields, event.currency) });
    } catch (error) {
      setServerErrors(messagesOf(error));
      return;
    }
    toast.success(SAVED);
    // The saved event (new questions now have ids) becomes the form's clean state; the page stays.
    const saved = await reload();
    reset(saved ? toFields(saved) : fields);
    await queryClient.invalidateQueries({ queryKey: ['get', '/client_side_api/events/{id}'] });
  });

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Event details</h1>
        <Link to="/event/$id" params={{ id: event.id }} className="text-sm underline">
          Back to event
        </Link>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
        <Section title="Basics">
          <Field label="Event name" error={errors.name?.message}>
            {(id, describedBy) => (
              <input id={id} aria-describedby={describedBy} aria-invalid={errors.name ? true : undefined} className={input} {...register('name', { validate: (v) => !!v.trim() || DETAILS_MESSAGES.nameRequired })} />
            )}
          </Field>
          <Controller
            control={control}
            name="description"
            render={({ field }) => <RichTextEditor label="Description" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <Field label="Category">
              {(id) => (
                <select id={id} className={input} {...register('categoryId')}>
                  <option value="">None</option>
                  {categories.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Tags" hint="Separate tags with commas">
              {(id, describedBy) => <input id={id} aria-describedby={describedBy} className={input} {...register('tags')} />}
            </Field>
          </div>
        </Section>

        <Section title="Images and video">
          <div>
            <span className="mb-1 block text-sm font-medium">Poster</span>
            <Controller control={control} name="poster" render={({ field }) => <ImageUpload label="Poster" value={field.value} onChange={field.onChange} />} />
          </div>
          <div>
            <span className="mb-1 block text-sm font-medium">Gallery</span>
            {images.fields.length > 0 && (
              <ul aria-label="Gallery images" className="mb-3 grid grid-cols-2 gap-3 md:grid-cols-4">
                {images.fields.map((image, index) => (
                  <li key={image.id} className="flex flex-col gap-1">
                    <img src={uploadPreviewUrl(image.uploadId)} alt={`Gallery item ${index + 1}`} className="aspect-square w-full rounded-lg object-cover" />
                    <button type="button" className="self-start text-sm underline" onClick={() => images.remove(index)}>
                      Remove image {index + 1}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ImageUpload label="Add image" value={null} bare onChange={(uploadId) => uploadId && images.append({ uploadId })} />
          </div>
          <Field label="Video URL" hint="YouTube and Vimeo videos play on the event page" error={errors.videoUrl?.message}>
            {(id, describedBy) => (
              <input
                id={id}
                type="url"
                placeholder="https://www.youtube.com/watch?v=…"
                aria-describedby={describedBy}
                className={input}
                {...register('videoUrl', { validate: (v) => !v.trim() || isWebAddress(v.trim()) || DETAILS_MESSAGES.videoUrl })}
              />
            )}
          </Field>
        </Section>

        <Section title="Location and time">
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">Location setting</legend>
            <label className="flex items-center gap-2">
              <input type="radio" value="tba" {...register('locationSetting')} /> To Be Announced
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="other" {...register('locationSetting')} /> Venue
            </label>
          </fieldset>
          {locationSetting === 'other' && (
            <div className="grid gap-4 md:grid-cols-2">
              <Field label="Venue name">{(id) => <input id={id} className={input} {...register('locationName')} />}</Field>
              <Field label="Address">{(id) => <input id={id} className={input} {...register('locationAddress')} />}</Field>
              <Field label="Latitude" error={errors.latitude?.message}>
                {(id, describedBy) => (
                  <input id={id} inputMode="decimal" aria-describedby={describedBy} className={input} {...register('latitude', { validate: (v) => inRange(v, 90) || DETAILS_MESSAGES.latitude })} />
                )}
              </Field>
              <Field label="Longitude" error={errors.longitude?.message}>
                {(id, describedBy) => (
                  <input id={id} inputMode="decimal" aria-describedby={describedBy} className={input} {...register('longitude', { validate: (v) => inRange(v, 180) || DETAILS_MESSAGES.longitude })} />
                )}
              </Field>
            </div>
          )}
          <Field label="Time zone">
            {(id) => (
              <select id={id} className={input} {...register('timezone')}>
                {timezones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </Section>

        <Section title="Sales">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('private')} /> Private event (only people with the link can find it)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('refundsAllowed')} /> Refunds allowed
          </label>
          <Field label="Purchase button text" hint="Shown instead of 'Get Tickets'">
            {(id, describedBy) => <input id={id} aria-describedby={describedBy} placeholder="Get Tickets" maxLength={60} className={input} {...register('purchaseButtonText')} />}
          </Field>
          <div className="grid gap-4 md:grid-cols-2">
            <Field label="Page theme" hint="How the event page and its checkout look">
              {(id, describedBy) => (
                <select id={id} aria-describedby={describedBy} className={input} {...register('theme')}>
                  {EVENT_THEMES.map((theme) => (
                    <option key={theme.value} value={theme.value}>
                      {theme.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Return address" hint="A page of your own site buyers go back to from checkout; empty: this event's page" error={errors.returnUrl?.message}>
              {(id, describedBy) => (
                <input
                  id={id}
                  type="url"
                  placeholder="https://"
                  aria-describedby={describedBy}
                  aria-invalid={errors.returnUrl ? true : undefined}
                  className={input}
                  {...register('returnUrl', { validate: (v) => !v.trim() || isWebAddress(v.trim()) || DETAILS_MESSAGES.returnUrl })}
                />
              )}
            </Field>
          </div>
          <fieldset className="flex flex-col gap-2 text-sm">
            <legend className="mb-1 font-medium">Collect information from</legend>
            <label className="flex items-center gap-2">
              <input type="radio" value="each-attendee" {...register('collectInformationSetting')} /> Each attendee
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="only-buyer" {...register('collectInformationSetting')} /> Only the buyer
            </label>
          </fieldset>
        </Section>

        <Section title="Banner messages">
          {banners.fields.map((banner, index) => (
            <fieldset key={banner.id} className="grid gap-3 rounded-lg border border-neutral-200 p-3 md:grid-cols-2">
              <legend className="px-1 text-sm font-medium">Banner {index + 1}</legend>
              <Field label="Message" error={errors.bannerMessages?.[index]?.message?.message} className="md:col-span-2">
                {(id, describedBy) => (
                  <input id={id} aria-describedby={describedBy} maxLength={DETAILS_LIMITS.bannerMessage} className={input} {...register(`bannerMessages.${index}.message`, { validate: (v) => !!v.trim() || DETAILS_MESSAGES.bannerMessage })} />
                )}
              </Field>
              <Field label="Type">
                {(id) => (
                  <select id={id} className={input} {...register(`bannerMessages.${index}.type`)}>
                    {BANNER_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Color">{(id) => <input id={id} type="color" className="mt-1 h-10 w-20 rounded border border-neutral-300" {...register(`bannerMessages.${index}.color`)} />}</Field>
              <Field label="Button text">{(id) => <input id={id} className={input} {...register(`bannerMessages.${index}.ctaText`)} />}</Field>
              <Field label="Button link" error={errors.bannerMessages?.[index]?.ctaUrl?.message}>
                {(id, describedBy) => (
                  <input
                    id={id}
                    type="url"
                    aria-describedby={describedBy}
                    className={input}
                    {...register(`bannerMessages.${index}.ctaUrl`, { validate: (v) => !v.trim() || isWebAddress(v.trim()) || DETAILS_MESSAGES.bannerCtaUrl })}
                  />
                )}
              </Field>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" {...register(`bannerMessages.${index}.dismissible`)} /> Visitors can dismiss it
              </label>
              <button type="button" className="justify-self-start text-sm underline" onClick={() => banners.remove(index)}>
                Remove banner {index + 1}
              </button>
            </fieldset>
          ))}
          <button type="button" className="self-start text-sm underline" onClick={() => banners.append(newBanner())}>
            Add a banner message
          </button>
        </Section>

        <Section title="Donations">
          <Field label="Donation title" hint="Checkout offers a donation when it has a title or is included automatically">
            {(id, describedBy) => <input id={id} aria-describedby={describedBy} maxLength={DETAILS_LIMITS.donationTitle} className={input} {...register('donation.title')} />}
          </Field>
          <Field label="Donation description">{(id) => <textarea id={id} rows={2} maxLength={DETAILS_LIMITS.donationDescription} className={input} {...register('donation.description')} />}</Field>
          <Field label={`Suggested amount (${event.currency.toUpperCase()})`} error={errors.donation?.suggestedAmount?.message}>
            {(id, describedBy) => (
              <input id={id} inputMode="decimal" aria-describedby={describedBy} className={input} {...register('donation.suggestedAmount', { validate: (v) => donationProblem(v, event.currency) ?? true })} />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('donation.includeAutomatically')} /> Include the suggested donation automatically
          </label>
        </Section>

        <Section title="Checkout questions">
          {questions.fields.map((question, index) => (
            <QuestionRow
              key={question.id}
              index={index}
              count={questions.fields.length}
              control={control}
              register={register}
              groups={groups}
              errors={errors.questions?.[index]}
              onMove={(to) => questions.move(index, to)}
              onRemove={() => questions.remove(index)}
            />
          ))}
          <button type="button" className="self-start text-sm underline" onClick={() => questions.append(newQuestion())}>
            Add a question
          </button>
        </Section>

        {serverErrors.length > 0 && (
          <ul role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <div className="sticky bottom-0 flex gap-3 border-t border-neutral-200 bg-white py-4">
          <button type="submit" disabled={isSubmitting} className="rounded-full bg-brand px-6 py-2.5 font-medium text-white disabled:opacity-60">
            {isSubmitting ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </main>
  );
}

const inRange = (text: string, limit: number) => !text.trim() || (Number.isFinite(Number(text)) && Math.abs(Number(text)) <= limit);

interface QuestionRowProps {
  index: number;
  count: number;
  control: Control<DetailsFields>;
  register: UseFormRegister<DetailsFields>;
  groups: TicketGroup[];
  errors?: { title?: { message?: string }; content?: { message?: string } };
  onMove(to: number): void;
  onRemove(): void;
}

/** One checkout question: title, type, required, options or terms, and the ticket types it is for. */
function QuestionRow({ index, count, control, register, groups, errors, onMove, onRemove }: QuestionRowProps) {
  const n = index + 1;
  const fieldType = useWatch({ control, name: `questions.${index}.fieldType` });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium">Question {n}</legend>
      <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <Field label={`Question ${n} title`} error={errors?.title?.message}>
          {(id, describedBy) => (
            <input id={id} aria-describedby={describedBy} maxLength={DETAILS_LIMITS.questionTitle} className={input} {...register(`questions.${index}.title`, { validate: (v) => !!v.trim() || DETAILS_MESSAGES.questionTitle })} />
          )}
        </Field>
        <Field label={`Question ${n} type`}>
          {(id) => (
            <select id={id} className={input} {...register(`questions.${index}.fieldType`)}>
              {QUESTION_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {(fieldType === 'DROPDOWN' || fieldType === 'TERMS') && (
        <Field label={fieldType === 'DROPDOWN' ? `Question ${n} options` : `Question ${n} terms`} hint={fieldType === 'DROPDOWN' ? 'One option per line' : undefined} error={errors?.content?.message}>
          {(id, describedBy) => (
            <textarea
              id={id}
              rows={3}
              aria-describedby={describedBy}
              className={input}
              {...register(`questions.${index}.content`, {
                validate: (v, fields) => {
                  const type = fields.questions[index]?.fieldType;
                  if (type === 'DROPDOWN' && !v.split(/\r?\n|,/).some((option) => option.trim())) return DETAILS_MESSAGES.dropdownOptions;
                  if (type === 'TERMS' && !v.trim()) return DETAILS_MESSAGES.termsText;
                  return true;
                },
              })}
            />
          )}
        </Field>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register(`questions.${index}.required`)} /> Required
      </label>
      {groups.length > 0 && (
        <Controller
          control={control}
          name={`questions.${index}.onlyForTickets`}
          render={({ field }) => (
            <fieldset className="text-sm">
              <legend className="mb-1">Ask only buyers of (none chosen: every ticket)</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {groups.map((group) => {
                  const chosen = group.ids.every((ticketId) => field.value.includes(ticketId));
                  return (
                    <label key={group.ids[0]} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={chosen}
                        onChange={() => field.onChange(chosen ? field.value.filter((ticketId) => !group.ids.includes(ticketId)) : [...new Set([...field.value, ...group.ids])])}
                      />
                      {group.label}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
        />
      )}
      <div className="flex flex-wrap gap-4 text-sm">
        <button type="button" className="underline disabled:opacity-40" disabled={index === 0} onClick={() => onMove(index - 1)}>
          Move question {n} up
        </button>
        <button type="button" className="underline disabled:opacity-40" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          Move question {n} down
        </button>
        <button type="button" className="underline" onClick={onRemove}>
          Remove question {n}
        </button>
      </div>
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="border-b border-neutral-200 pb-1 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A label, its control (given its id and described-by ids), a hint and the error. */
function Field({ label, hint, error, className, children }: { label: string; hint?: string; error?: string; className?: string; children(id: string, describedBy?: string): ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
