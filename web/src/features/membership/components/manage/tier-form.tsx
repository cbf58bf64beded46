import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { CURRENCIES, isCurrency } from '../../../../lib/money';
import { useBenefits, useMembershipSettings, useOwnerCurrency, useTier, useTierMutations, type MembershipTier } from '../../api/manage';
import { CheckboxList, CountedField, ErrorList, FieldError, FormActions, LoadError, Loading, membershipsPath, selectClass, useListForm } from './manage-parts';
import {
  checkCapacity,
  checkPriceAmount,
  checkPrices,
  checkTierDescription,
  checkTierName,
  INTERVALS,
  otherInterval,
  TIER_LIMITS,
  TIER_TEXT,
  tierFields,
  tierRequest,
  type TierFields,
} from './manage-rules';
import { ConnectPayments } from './tiers-page';

/**
 * /manage/{username}/memberships/tiers/new and …/edit?tier={id}: a loader until the tier (and the owner's
 * currency and benefits) have arrived, then the form.
 */
export function TierFormPage({ ownerId, ownerType, username, tierId }: { ownerId: string; ownerType: 'User' | 'School'; username: string; tierId?: string }) {
  const tier = useTier(tierId);
  const ownerCurrency = useOwnerCurrency(ownerId);
  const benefits = useBenefits({ ownerId, status: 'active' });
  const settings = useMembershipSettings(ownerId);
  // An edit address without a tier id edits nothing: it is not the New form.
  const editing = tierId !== undefined;
  if ((tierId && tier.isLoading) || (!editing && ownerCurrency.isLoading) || benefits.isLoading || settings.isLoading) return <Loading label="Loading tier" />;
  if (editing && !tier.data) return <LoadError error={tier.error} fallback={TIER_TEXT.notFound} />;
  const currency = tier.data?.currency ?? ownerCurrency.data;
  if (!currency) return <LoadError error={ownerCurrency.error} />;
  if (!editing && settings.data && !settings.data.stripeConnected) return <ConnectPayments ownerId={ownerId} ownerType={ownerType} />;
  return (
    <TierForm
      ownerId={ownerId}
      saved={tier.data}
      currency={currency}
      benefits={(benefits.data ?? []).map((b) => ({ id: b.id, label: b.name }))}
      listPath={`${membershipsPath(username)}/tiers`}
    />
  );
}

export function TierForm({ ownerId, saved, currency, benefits, listPath }: { ownerId: string; saved?: MembershipTier; currency: string; benefits: { id: string; label: string }[]; listPath: string }) {
  const { create, update } = useTierMutations();
  const { register, control, handleSubmit, formState } = useForm<TierFields>({ defaultValues: tierFields(saved, currency) });
  const prices = useFieldArray({ control, name: 'prices', rules: { validate: checkPrices } });
  const [name, description, emailText, chosen] = useWatch({ control, name: ['name', 'description', 'emailText', 'prices'] });
  // Read while rendering: react-hook-form only tracks the state a render has asked for.
  const { isDirty, errors, isSubmitting } = formState;
  const { problems, close, submit } = useListForm(listPath, isDirty);
  const symbol = isCurrency(currency) ? CURRENCIES[currency].symbol : currency;

  const save = (fields: TierFields) => {
    const body = { ownerId, ...tierRequest(fields, currency) };
    return saved
      ? submit(() => update.mutateAsync({ params: { path: { id: saved.id } }, body }), 'Tier updated')
      : submit(() => create.mutateAsync({ body }), 'Tier created', TIER_TEXT.saveFailed);
  };

  return (
    <section aria-labelledby="tier-form-heading" className="mx-auto max-w-2xl">
      <h2 id="tier-form-heading" className="mb-6 text-xl font-semibold">
        {saved ? 'Edit tier' : 'New tier'}
      </h2>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="flex flex-col gap-6">
        <ErrorList messages={problems} />
        <CountedField label="Name" required value={name} limit={TIER_LIMITS.name} error={errors.name?.message} {...register('name', { validate: checkTierName })} />
        <CountedField
          label="Description"
          required
          multiline
          value={description}
          limit={TIER_LIMITS.description}
          error={errors.description?.message}
          {...register('description', { validate: checkTierDescription })}
        />
        <CountedField
          label="Thank-you e-mail"
          multiline
          value={emailText}
          limit={TIER_LIMITS.emailText}
          error={errors.emailText?.message}
          placeholder="Sent to each new member"
          {...register('emailText', { validate: (value) => value.length <= TIER_LIMITS.emailText || TIER_TEXT.emailTextTooLong })}
        />
        <label className="block text-sm font-medium">
          Capacity
          <input
            inputMode="numeric"
            placeholder="Unlimited"
            aria-invalid={errors.capacity ? true : undefined}
            className="mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2 font-normal"
            {...register('capacity', { validate: checkCapacity })}
          />
          <span className="mt-1 block text-xs font-normal text-neutral-500">The most members this tier may have at once; leave empty for no limit.</span>
          <FieldError message={errors.capacity?.message} />
        </label>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">
            Prices <span aria-hidden="true">*</span>
          </legend>
          {prices.fields.map((price, index) => {
            const locked = price.locked;
            return (
              <div key={price.id} role="group" aria-label={`Price ${index + 1}`} className="rounded-lg border border-neutral-200 p-3">
                <div className="flex flex-wrap items-end gap-3">
                  <label className="text-sm">
                    {`Amount (${symbol})`}
                    <input
                      inputMode="decimal"
                      readOnly={locked}
                      aria-invalid={errors.prices?.[index]?.amount ? true : undefined}
                      className="mt-1 block w-40 rounded-lg border border-neutral-300 px-3 py-2 read-only:bg-neutral-100"
                      {...register(`prices.${index}.amount`, { validate: locked ? undefined : checkPriceAmount })}
                    />
                  </label>
                  <Controller
                    control={control}
                    name={`prices.${index}.interval`}
                    render={({ field }) => (
                      <label className="text-sm">
                        Interval
                        <select className={`mt-1 block ${selectClass}`} disabled={locked} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                          {INTERVALS.map((interval) => (
                            <option key={interval.value} value={interval.value}>
                              {interval.label}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                  />
                  {!locked && prices.fields.length > 1 && (
                    <button type="button" className="rounded px-2 py-2 text-sm underline" onClick={() => prices.remove(index)}>
                      Remove price
                    </button>
                  )}
                </div>
                {locked && <p className="mt-2 text-xs text-neutral-600">{TIER_TEXT.lockedPrice}</p>}
                <FieldError message={errors.prices?.[index]?.amount?.message} />
              </div>
            );
          })}
          {prices.fields.length < TIER_LIMITS.prices && (
            <button
              type="button"
              className="self-start text-sm font-medium underline"
              onClick={() => prices.append({ amount: '', interval: otherInterval(chosen[0]?.interval ?? 'year'), locked: false })}
            >
              Add a second price
            </button>
          )}
          <FieldError message={errors.prices?.root?.message} />
        </fieldset>

        <Controller
          control={control}
          name="discountIds"
          render={({ field }) => <CheckboxList legend="Benefits" items={benefits} value={field.value} onChange={field.onChange} empty="No benefits yet. Create benefits in the Benefits tab." />}
        />

        <FormActions onCancel={close} submitting={isSubmitting} submitLabel={saved ? 'Save tier' : 'Create tier'} />
      </form>
    </section>
  );
}
