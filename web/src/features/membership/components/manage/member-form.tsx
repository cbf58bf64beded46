import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/api/client';
import { formatMoney } from '../../../../lib/money';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { useMember, useMemberMutations, useTiers, type Member, type MembershipTier } from '../../api/manage';
import { ErrorList, FieldError, Loading, membershipsPath, primaryButton, secondaryButton, selectClass } from './manage-parts';
import { checkMemberEmail, checkMemberName, errorMessages, intervalLabel, MEMBER_TEXT, type MemberFields } from './manage-rules';
import { useCloseForm } from './tier-form';

/** /manage/{username}/memberships/members/new and …/edit?member={id}: only members added manually can be edited. */
export function MemberFormPage({ ownerId, username, memberId }: { ownerId: string; username: string; memberId?: string }) {
  const member = useMember(memberId);
  const tiers = useTiers(ownerId);
  if ((memberId && member.isLoading) || tiers.isLoading) return <Loading label="Loading member" />;
  if ((memberId && !member.data) || !tiers.data) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        {errorMessage(member.error ?? tiers.error)}
      </p>
    );
  }
  if (member.data && !member.data.addedManually) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        {MEMBER_TEXT.providerManaged}
      </p>
    );
  }
  return <MemberForm ownerId={ownerId} saved={member.data} tiers={tiers.data} listPath={`${membershipsPath(username)}/members`} />;
}

export function MemberForm({ ownerId, saved, tiers, listPath }: { ownerId: string; saved?: Member; tiers: MembershipTier[]; listPath: string }) {
  const router = useRouter();
  const { create, update } = useMemberMutations();
  const doneRef = useRef(false);
  const [problems, setProblems] = useState<string[]>([]);
  const { register, control, handleSubmit, formState } = useForm<MemberFields>({
    defaultValues: {
      name: saved?.userName ?? '',
      email: saved?.userEmail ?? '',
      tierId: saved?.tierId ?? '',
      priceInterval: saved?.priceInterval === 'month' || saved?.priceInterval === 'year' ? saved.priceInterval : '',
    },
  });
  const tierId = useWatch({ control, name: 'tierId' });
  const { isDirty, errors, isSubmitting } = formState;
  const leaving = () => isDirty && !doneRef.current;
  useLeavePrompt(leaving);
  const close = useCloseForm(listPath, leaving, doneRef);
  const choosable = tiers.filter((tier) => !tier.archived || tier.id === saved?.tierId);
  const prices = (tiers.find((tier) => tier.id === tierId)?.prices ?? []).filter((price) => !price.archived);

  const save = async (fields: MemberFields) => {
    setProblems([]);
    const change = { name: fields.name.trim(), tierId: fields.tierId, priceInterval: fields.priceInterval as 'month' | 'year' };
    try {
      if (saved) {
        await update.mutateAsync({ params: { path: { id: saved.id } }, body: change });
        toast.success(MEMBER_TEXT.updated);
      } else {
        await create.mutateAsync({ body: { ownerId, ...change, email: fields.email.trim().toLowerCase() } });
        toast.success(MEMBER_TEXT.invited);
      }
      doneRef.current = true;
      await router.navigate({ href: listPath });
    } catch (error) {
      const messages = errorMessages(error);
      setProblems(messages.length ? messages : [errorMessage(error, 'Something went wrong, please try again')]);
    }
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
            {prices.map((price) => (
              <option key={price.id} value={price.interval}>
                {`${intervalLabel(price.interval)} (${formatMoney(price.price, price.currency)})`}
              </option>
            ))}
          </select>
          <FieldError message={errors.priceInterval?.message} />
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={primaryButton}>
            {isSubmitting ? 'Saving…' : saved ? 'Save member' : 'Send invitation'}
          </button>
        </div>
      </form>
    </section>
  );
}
