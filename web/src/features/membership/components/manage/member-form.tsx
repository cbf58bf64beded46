import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { formatMoney } from '../../../../lib/money';
import { useMember, useMemberMutations, useTiers, type Member, type MembershipTier } from '../../api/manage';
import { ErrorList, FieldError, FormActions, LoadError, Loading, membershipsPath, selectClass, useListForm } from './manage-parts';
import { checkMemberEmail, checkMemberName, expiryDay, expiryRequest, intervalLabel, MEMBER_TEXT, type MemberFields } from './manage-rules';

/** /manage/{username}/memberships/members/new and …/edit?member={id}: only members added manually can be edited. */
export function MemberFormPage({ ownerId, username, memberId }: { ownerId: string; username: string; memberId?: string }) {
  const member = useMember(memberId);
  const tiers = useTiers(ownerId);
  if ((memberId && member.isLoading) || tiers.isLoading) return <Loading label="Loading member" />;
  // An edit address without a member id edits nothing: it is not the Add form.
  if (memberId !== undefined && !member.data) return <LoadError error={member.error} fallback={MEMBER_TEXT.notFound} />;
  if (!tiers.data) return <LoadError error={tiers.error} />;
  if (member.data && !member.data.addedManually) return <LoadError fallback={MEMBER_TEXT.providerManaged} />;
  return <MemberForm ownerId={ownerId} saved={member.data} tiers={tiers.data} listPath={`${membershipsPath(username)}/members`} />;
}

export function MemberForm({ ownerId, saved, tiers, listPath }: { ownerId: string; saved?: Member; tiers: MembershipTier[]; listPath: string }) {
  const { create, update } = useMemberMutations();
  const { register, control, handleSubmit, formState } = useForm<MemberFields>({
    defaultValues: {
      name: saved?.userName ?? '',
      email: saved?.userEmail ?? '',
      tierId: saved?.tierId ?? '',
      priceInterval: saved?.priceInterval === 'month' || saved?.priceInterval === 'year' ? saved.priceInterval : '',
      expiresOn: expiryDay(saved?.expiresAt ?? null),
    },
  });
  const tierId = useWatch({ control, name: 'tierId' });
  const { isDirty, dirtyFields, errors, isSubmitting } = formState;
  const { problems, close, submit } = useListForm(listPath, isDirty);
  const choosable = tiers.filter((tier) => !tier.archived || tier.id === saved?.tierId);
  const prices = (tiers.find((tier) => tier.id === tierId)?.prices ?? []).filter((price) => !price.archived);

  const save = (fields: MemberFields) => {
    const change = { name: fields.name.trim(), tierId: fields.tierId, priceInterval: fields.priceInterval as 'month' | 'year' };
    const expiresAt = expiryRequest(fields.expiresOn);
    if (saved) {
      // An untouched day keeps the saved expiry to the second.
      const body = dirtyFields.expiresOn ? { ...change, expiresAt } : change;
      return submit(() => update.mutateAsync({ params: { path: { id: saved.id } }, body }), MEMBER_TEXT.updated);
    }
    return submit(() => create.mutateAsync({ body: { ownerId, ...change, email: fields.email.trim().toLowerCase(), expiresAt } }), MEMBER_TEXT.invited, MEMBER_TEXT.createFailed);
  };

  return (
    <section aria-labelledby="member-form-heading" className="mx-auto max-w-xl">
      <h2 id="member-form-heading" className="mb-6 text-xl font-semibold">
        {saved ? 'Edit member' : 'Add member'}
      </h2>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="flex flex-col gap-5">
        <ErrorList messages={problems} />
        <TextField label="Name *" autoComplete="off" error={errors.name?.message} {...register('name', { validate: checkMemberName })} />
        {saved ? (
          <TextField label="Email" type="email" value={saved.userEmail} readOnly />
        ) : (
          <TextField label="Email *" type="email" autoComplete="off" error={errors.email?.message} {...register('email', { validate: checkMemberEmail })} />
        )}
        <label className="block text-sm font-medium">
          Tier <span aria-hidden="true">*</span>
          <select className={`mt-1 block w-full ${selectClass}`} aria-invalid={errors.tierId ? true : undefined} {...register('tierId', { required: MEMBER_TEXT.tierRequired })}>
            <option value="">Choose a tier</option>
            {choosable.map((tier) => (
              <option key={tier.id} value={tier.id}>
                {tier.name}
              </option>
            ))}
          </select>
          <FieldError message={errors.tierId?.message} />
        </label>
        <label className="block text-sm font-medium">
          Price interval <span aria-hidden="true">*</span>
          <select className={`mt-1 block w-full ${selectClass}`} aria-invalid={errors.priceInterval ? true : undefined} {...register('priceInterval', { required: MEMBER_TEXT.intervalRequired })}>
            <option value="">Choose an interval</option>
            {/* Keyed by interval: a chosen interval the next tier also has stays chosen when the tier changes. */}
            {prices.map((price) => (
              <option key={price.interval} value={price.interval}>
                {`${intervalLabel(price.interval)} (${formatMoney(price.price, price.currency)})`}
              </option>
            ))}
          </select>
          <FieldError message={errors.priceInterval?.message} />
        </label>
        <TextField label="Expires on" type="date" hint="Leave empty for a membership that does not end." {...register('expiresOn')} />
        <FormActions onCancel={close} submitting={isSubmitting} submitLabel={saved ? 'Save member' : 'Send invitation'} />
      </form>
    </section>
  );
}
