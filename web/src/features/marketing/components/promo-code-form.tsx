import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { joinDateTime, splitDateTime } from '../../../components/ui/date-time-rules';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api/client';
import { CURRENCIES, isCurrency } from '../../../lib/money';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { useCategories, useOwnerCurrency, usePromoCode, usePromoCodeMutations, type Category, type PromoCode } from '../api/promo-codes';
import { cleanCode, joinedErrors, localParts, PROMO_LIMITS, PROMO_TEXT, promoCodesPath, promoFields, promoFormErrors, promoRequest, randomCode, type PromoFields } from '../rules/promo-code';
import { CSV_TEXT, readPromoCodesFile } from '../rules/promo-csv';
import { cascade, dateBounds, type DateTimeName } from '../rules/promo-dates';
import { primaryButton, secondaryButton } from './promo-codes-page';

/** Seed 001 §4: the promo form's modes. */
export type PromoFormMode = 'new' | 'edit' | 'bulk';

const TITLES: Record<PromoFormMode, string> = { new: 'Add Code', edit: 'Edit Code', bulk: 'Bulk Import Global Promo Codes' };
const input = 'mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 disabled:bg-neutral-100 aria-[invalid=true]:border-red-500';

function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

function Required() {
  return <span aria-hidden="true"> *</span>;
}

function Loading() {
  return (
    <div role="status" aria-label="Loading promo code" className="flex justify-center py-24">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-neutral-200 border-t-neutral-900" />
    </div>
  );
}

/**
 * /manage/{username}/marketing/global-promo-codes/new, /edit/{id} and /bulk-import: the form once the code (when
 * editing), the owner's currency and the categories are read.
 */
export function PromoCodeFormPage({ ownerId, username, mode, codeId, now }: { ownerId: string; username: string; mode: PromoFormMode; codeId?: string; now?: () => Date }) {
  const saved = usePromoCode(mode === 'edit' ? codeId : undefined, ownerId);
  const ownerCurrency = useOwnerCurrency(ownerId);
  const categories = useCategories();
  if (saved.isLoading || ownerCurrency.isLoading || categories.isLoading) return <Loading />;
  if (mode === 'edit' && !saved.data) {
    const missing = !saved.error || (saved.error instanceof ApiError && saved.error.status === 404);
    return <Unavailable message={missing ? PROMO_TEXT.notFound : 'Unable to load the promo code. Please try again later.'} />;
  }
  const currency = saved.data?.currency ?? ownerCurrency.data;
  if (!currency) return <Unavailable message="Unable to load your account. Please try again later." />;
  if (!categories.data) return <Unavailable message="Unable to load the categories. Please try again later." />;
  return <PromoCodeForm ownerId={ownerId} username={username} mode={mode} saved={saved.data} currency={currency} categories={categories.data} now={now} />;
}

function Unavailable({ message }: { message: string }) {
  return (
    <p role="alert" className="py-24 text-center text-lg">
      {message}
    </p>
  );
}

/** RHF's shape of the rules' messages. */
function fieldErrors(errors: Partial<Record<keyof PromoFields, string>>): FieldErrors<PromoFields> {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'rule', message }]));
}

/** Seed 001 §2.5, §4, §5: a code's form (new or edit), or a bulk import's; saving returns to the list. */
export function PromoCodeForm({
  ownerId,
  username,
  mode,
  saved,
  currency,
  categories,
  now = () => new Date(),
}: {
  ownerId: string;
  username: string;
  mode: PromoFormMode;
  saved?: PromoCode;
  currency: string;
  categories: Category[];
  /** The clock the start is checked against. */
  now?: () => Date;
}) {
  const router = useRouter();
  const ids = useId();
  const bulk = mode === 'bulk';
  const savedStart = saved ? localParts(saved.startsAt) : undefined;
  const resolver: Resolver<PromoFields> = (values) => {
    const errors = promoFormErrors(values, { bulk, now: now(), savedStart });
    return Object.keys(errors).length ? { values: {}, errors: fieldErrors(errors) } : { values, errors: {} };
  };
  const { register, control, handleSubmit, setValue, getValues, formState } = useForm<PromoFields>({ defaultValues: promoFields(saved), resolver });
  const fields = useWatch({ control }) as PromoFields;
  const { errors, isSubmitted, isSubmitting } = formState;
  const { create, createBulk, update } = usePromoCodeMutations();

  const [file, setFile] = useState<{ codes: string[]; errors: string[] }>();
  const [codesRequired, setCodesRequired] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const done = useRef(false);
  const dirty = formState.isDirty || !!file;
  useLeavePrompt(() => dirty && !done.current);

  const leave = () => {
    done.current = true;
    return router.navigate({ href: promoCodesPath(username) });
  };
  const close = () => (dirty ? setDiscarding(true) : void leave());

  const change = (patch: Partial<PromoFields>) => {
    for (const [name, value] of Object.entries(patch)) setValue(name as keyof PromoFields, value, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  /** A date-time field's new value: the part that changed, with the cascade of seed 001 §4. */
  const changeDateTime = (dateName: DateTimeName, timeName: DateTimeName, value: string) => {
    const { date, time } = splitDateTime(value);
    const current = getValues();
    change(date !== current[dateName] ? cascade(current, dateName, date) : cascade(current, timeName, time));
  };

  const chooseFile = async (chosen: File | undefined) => {
    setCodesRequired(false);
    setFile(chosen ? await readPromoCodesFile(chosen) : undefined);
  };

  const save = async (values: PromoFields) => {
    const codes = file?.codes ?? [];
    if (bulk && !codes.length) return setCodesRequired(true);
    const body = { ownerId, ...promoRequest(values, currency) };
    try {
      if (bulk) await createBulk.mutateAsync({ body: { ...body, codes } });
      else if (saved) await update.mutateAsync({ params: { path: { id: saved.id } }, body: { ...body, code: values.code } });
      else await create.mutateAsync({ body: { ...body, code: values.code } });
    } catch (error) {
      return void toast.error(joinedErrors(error));
    }
    toast.success(bulk ? PROMO_TEXT.createdMany : saved ? PROMO_TEXT.updated : PROMO_TEXT.created);
    await leave();
  };

  const bounds = dateBounds(fields, now(), savedStart);
  const symbol = isCurrency(currency) ? CURRENCIES[currency].symbol : currency;
  const codesError = codesRequired ? CSV_TEXT.required : undefined;
  const hasAmount = !!fields.amount?.trim();
  const hasPercentage = !!fields.percentage?.trim();

  return (
    <section aria-labelledby={`${ids}-title`} className="mx-auto max-w-2xl">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id={`${ids}-title`} className="text-xl font-semibold">
          {TITLES[mode]}
        </h2>
        <button type="button" aria-label="Close" onClick={close} className="rounded px-2 py-1 text-lg leading-none hover:bg-neutral-100">
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          if (bulk && !file?.codes.length) setCodesRequired(true);
          void handleSubmit(save)(event);
        }}
      >
        {bulk ? (
          <div>
            <label htmlFor={`${ids}-file`} className="block text-sm font-medium">
              CSV file
              <Required />
            </label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={codesError || file?.errors.length ? true : undefined}
              aria-describedby={`${ids}-file-hint`}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
              className="mt-1 block text-sm"
            />
            <p id={`${ids}-file-hint`} className="mt-1 text-xs text-neutral-500">
              {`One code a line, ${PROMO_LIMITS.bulkCodeMin} to ${PROMO_LIMITS.codeMax} letters and numbers.`}
            </p>
            {file?.codes.length ? (
              <p role="status" className="mt-1 text-sm text-green-700">
                {CSV_TEXT.found(file.codes.length)}
              </p>
            ) : null}
            {file?.errors.length ? (
              <ul role="alert" aria-label="File problems" className="mt-2 list-disc rounded-lg border border-red-200 bg-red-50 p-3 pl-8 text-sm text-red-700">
                {file.errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
            <FieldError message={codesError} />
          </div>
        ) : (
          <div>
            <label htmlFor={`${ids}-code`} className="block text-sm font-medium">
              Code
              <Required />
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <input
                    id={`${ids}-code`}
                    ref={field.ref}
                    value={field.value}
                    onChange={(event) => field.onChange(cleanCode(event.target.value))}
                    onBlur={field.onBlur}
                    autoComplete="off"
                    aria-invalid={errors.code ? true : undefined}
                    aria-describedby={errors.code ? `${ids}-code-error` : undefined}
                    className={`${input} mt-0 w-auto flex-1 font-mono uppercase`}
                  />
                )}
              />
              <button type="button" className={secondaryButton} onClick={() => change({ code: randomCode() })}>
                Generate random code
              </button>
            </div>
            <FieldError id={`${ids}-code-error`} message={errors.code?.message} />
          </div>
        )}

        <fieldset>
          <legend className="text-sm font-medium">
            Discount
            <Required />
          </legend>
          <div className="mt-1 flex flex-wrap items-start gap-3">
            <label className="text-sm">
              {`Amount (${symbol})`}
              <input
                inputMode="decimal"
                disabled={hasPercentage}
                aria-invalid={errors.amount ? true : undefined}
                className={`${input} w-40`}
                {...register('amount', { onChange: (event: { target: { value: string } }) => event.target.value.trim() && setValue('percentage', '') })}
              />
            </label>
            <span className="pt-8 text-sm text-neutral-600">or</span>
            <label className="text-sm">
              Percentage (%)
              <input
                inputMode="numeric"
                disabled={hasAmount}
                aria-invalid={errors.percentage ? true : undefined}
                className={`${input} w-28`}
                {...register('percentage', { onChange: (event: { target: { value: string } }) => event.target.value.trim() && setValue('amount', '') })}
              />
            </label>
          </div>
          <FieldError message={errors.amount?.message} />
          <FieldError message={errors.percentage?.message} />
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Usage limit</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('limited')} /> Limit the number of uses
          </label>
          {fields.limited && (
            <label className="text-sm">
              Usage limit
              <input inputMode="numeric" aria-invalid={errors.quantity ? true : undefined} className={`${input} w-40`} {...register('quantity')} />
            </label>
          )}
          <FieldError message={errors.quantity?.message} />
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Applies to</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="owner" {...register('scope')} /> All inventory
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="course_categories" {...register('scope')} /> Specific categories
          </label>
          {fields.scope === 'course_categories' && (
            <Controller
              control={control}
              name="categoryIds"
              render={({ field }) => (
                <CategoryList categories={categories} value={field.value} onChange={field.onChange} error={errors.categoryIds?.message} />
              )}
            />
          )}
        </fieldset>

        <div className="flex flex-col gap-4">
          <DateTimeField
            label="Start"
            legend={
              <span className="font-medium">
                Starts
                <Required />
              </span>
            }
            value={joinDateTime(fields.startDate ?? '', fields.startTime ?? '')}
            onChange={(value) => changeDateTime('startDate', 'startTime', value)}
            min={bounds.startMin}
            step={PROMO_LIMITS.timeStepMinutes}
            error={errors.startDate?.message ?? errors.startTime?.message}
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('expires')} /> Set an expiration date
          </label>
          {fields.expires && (
            <DateTimeField
              label="End"
              legend={
                <span className="font-medium">
                  Ends
                  <Required />
                </span>
              }
              value={joinDateTime(fields.endDate ?? '', fields.endTime ?? '')}
              onChange={(value) => changeDateTime('endDate', 'endTime', value)}
              min={bounds.endMin}
              step={PROMO_LIMITS.timeStepMinutes}
              disabled={!bounds.endMin}
              error={errors.endDate?.message ?? errors.endTime?.message}
            />
          )}
        </div>

        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={primaryButton}>
            {isSubmitting ? 'Saving…' : bulk ? 'Create codes' : 'Save'}
          </button>
        </div>
      </form>
      {discarding && (
        <Modal
          title="Discard changes?"
          onClose={() => setDiscarding(false)}
          closeLabel="Stay"
          action={
            <button type="button" onClick={() => void leave()} className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800">
              Discard changes
            </button>
          }
        >
          This will delete all unsaved changes.
        </Modal>
      )}
    </section>
  );
}

/** The categories a code can be limited to, as checkboxes. */
function CategoryList({ categories, value, onChange, error }: { categories: Category[]; value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  return (
    <fieldset className="mt-2 rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-medium">Categories</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {categories.map((category) => (
          <label key={category.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.includes(category.id)} onChange={(event) => onChange(event.target.checked ? [...value, category.id] : value.filter((id) => id !== category.id))} />
            {category.name}
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
