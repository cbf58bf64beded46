import { Controller, useForm, useWatch } from 'react-hook-form';
import { CURRENCIES, isCurrency } from '../../../../lib/money';
import { useBenefit, useBenefitMutations, useCategories, useOwnerCurrency, useTicketOptions, useTiers, type MembershipBenefit } from '../../api/manage';
import { CheckboxList, CountedField, ErrorList, FieldError, FormActions, LoadError, Loading, membershipsPath, selectClass, useListForm } from './manage-parts';
import {
  BENEFIT_LIMITS,
  BENEFIT_TEXT,
  benefitFields,
  benefitRequest,
  checkBenefitName,
  checkBenefitValue,
  checkQuantity,
  formatDay,
  DISCOUNT_SCOPES,
  QUANTITY_SCOPES,
  type BenefitFields,
} from './manage-rules';

export interface Choice {
  id: string;
  label: string;
}

/** /manage/{username}/memberships/benefits/new and …/edit?benefit={id}. */
export function BenefitFormPage({ ownerId, username, benefitId }: { ownerId: string; username: string; benefitId?: string }) {
  const benefit = useBenefit(benefitId);
  const ownerCurrency = useOwnerCurrency(ownerId);
  const tiers = useTiers(ownerId);
  const categories = useCategories();
  const tickets = useTicketOptions(ownerId);
  // An edit address without a benefit id edits nothing: it is not the New form.
  const editing = benefitId !== undefined;
  if ((benefitId && benefit.isLoading) || (!editing && ownerCurrency.isLoading) || tiers.isLoading || categories.isLoading || tickets.isLoading) return <Loading label="Loading benefit" />;
  if (editing && !benefit.data) return <LoadError error={benefit.error} fallback={BENEFIT_TEXT.notFound} />;
  const currency = benefit.data?.currency ?? ownerCurrency.data;
  if (!currency) return <LoadError error={ownerCurrency.error} />;
  return (
    <BenefitForm
      ownerId={ownerId}
      saved={benefit.data}
      currency={currency}
      tiers={(tiers.data ?? []).filter((tier) => !tier.archived || benefit.data?.tierIds.includes(tier.id)).map((tier) => ({ id: tier.id, label: tier.name }))}
      categories={(categories.data ?? []).map((category) => ({ id: category.id, label: category.name }))}
      tickets={(tickets.data ?? []).map((ticket) => ({ id: ticket.ticketTypeId, label: `${ticket.eventName} · ${ticket.name} (${formatDay(ticket.startsAt)})` }))}
      listPath={`${membershipsPath(username)}/benefits`}
    />
  );
}

export function BenefitForm({
  ownerId,
  saved,
  currency,
  tiers,
  categories,
  tickets,
  listPath,
}: {
  ownerId: string;
  saved?: MembershipBenefit;
  currency: string;
  tiers: Choice[];
  categories: Choice[];
  tickets: Choice[];
  listPath: string;
}) {
  const { create, update } = useBenefitMutations();
  const { register, control, handleSubmit, formState } = useForm<BenefitFields>({ defaultValues: benefitFields(saved, currency) });
  const [name, amount, percent, limited, scope] = useWatch({ control, name: ['name', 'amount', 'percent', 'limited', 'discountScope'] });
  const { isDirty, errors, isSubmitting } = formState;
  const { problems, close, submit } = useListForm(listPath, isDirty);
  const symbol = isCurrency(currency) ? CURRENCIES[currency].symbol : currency;

  const save = (fields: BenefitFields) => {
    const body = { ownerId, ...benefitRequest(fields, currency) };
    return saved
      ? submit(() => update.mutateAsync({ params: { path: { id: saved.id } }, body }), 'Benefit updated')
      : submit(() => create.mutateAsync({ body }), 'Benefit created');
  };

  return (
    <section aria-labelledby="benefit-form-heading" className="mx-auto max-w-2xl">
      <h2 id="benefit-form-heading" className="mb-6 text-xl font-semibold">
        {saved ? 'Edit benefit' : 'New benefit'}
      </h2>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="flex flex-col gap-6">
        <ErrorList messages={problems} />
        <CountedField label="Descriptor" required value={name} limit={BENEFIT_LIMITS.name} error={errors.name?.message} {...register('name', { validate: checkBenefitName })} />

        <fieldset>
          <legend className="mb-2 text-sm font-medium">
            Discount <span aria-hidden="true">*</span>
          </legend>
          <div className="flex flex-wrap items-end gap-3">
            <Controller
              control={control}
              name="amount"
              rules={{ validate: (value, fields) => checkBenefitValue(value, fields.percent) }}
              render={({ field }) => (
                <label className="text-sm">
                  {`Amount (${symbol})`}
                  <input
                    inputMode="decimal"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={!!percent.trim()}
                    aria-invalid={errors.amount ? true : undefined}
                    className="mt-1 block w-40 rounded-lg border border-neutral-300 px-3 py-2 disabled:bg-neutral-100"
                  />
                </label>
              )}
            />
            <span className="pb-2 text-sm text-neutral-600">or</span>
            <Controller
              control={control}
              name="percent"
              render={({ field }) => (
                <label className="text-sm">
                  Percent (%)
                  <input
                    inputMode="numeric"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={!!amount.trim()}
                    className="mt-1 block w-28 rounded-lg border border-neutral-300 px-3 py-2 disabled:bg-neutral-100"
                  />
                </label>
              )}
            />
          </div>
          <FieldError message={errors.amount?.message} />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Quantity</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('limited')} /> Limit quantity
          </label>
          {limited && (
            <div className="flex flex-wrap items-end gap-3">
              <label className="text-sm">
                Quantity
                <input
                  inputMode="numeric"
                  aria-invalid={errors.quantity ? true : undefined}
                  className="mt-1 block w-28 rounded-lg border border-neutral-300 px-3 py-2"
                  {...register('quantity', { validate: (value, fields) => (fields.limited ? checkQuantity(value) : true) })}
                />
              </label>
              <label className="text-sm">
                Renews
                <select
                  className={`mt-1 block ${selectClass}`}
                  aria-invalid={errors.quantityScope ? true : undefined}
                  {...register('quantityScope', { validate: (value, fields) => (!fields.limited || value ? true : BENEFIT_TEXT.quantityScope) })}
                >
                  <option value="">Choose…</option>
                  {QUANTITY_SCOPES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          <FieldError message={errors.quantity?.message} />
          <FieldError message={errors.quantityScope?.message} />
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-medium">Applies to</legend>
          <div className="flex flex-wrap gap-6">
            {DISCOUNT_SCOPES.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input type="radio" value={option.value} {...register('discountScope')} /> {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {scope === 'categories' && (
          <Controller
            control={control}
            name="categoryIds"
            rules={{ validate: (ids, fields) => fields.discountScope !== 'categories' || ids.length > 0 || BENEFIT_TEXT.categories }}
            render={({ field, fieldState }) => (
              <CheckboxList legend="Categories" items={categories} value={field.value} onChange={field.onChange} error={fieldState.error?.message} empty="No categories." />
            )}
          />
        )}
        {scope === 'tickets' && (
          <Controller
            control={control}
            name="ticketIds"
            rules={{ validate: (ids, fields) => fields.discountScope !== 'tickets' || ids.length > 0 || BENEFIT_TEXT.tickets }}
            render={({ field, fieldState }) => (
              <CheckboxList legend="Tickets" items={tickets} value={field.value} onChange={field.onChange} error={fieldState.error?.message} empty="No tickets of upcoming events." />
            )}
          />
        )}
        <Controller
          control={control}
          name="tierIds"
          rules={{ validate: (ids) => ids.length > 0 || BENEFIT_TEXT.tiers }}
          render={({ field, fieldState }) => (
            <CheckboxList legend="Tiers" items={tiers} value={field.value} onChange={field.onChange} error={fieldState.error?.message} empty="No tiers yet. Create a tier first." />
          )}
        />

        <FormActions onCancel={close} submitting={isSubmitting} submitLabel={saved ? 'Save benefit' : 'Create benefit'} />
      </form>
    </section>
  );
}
