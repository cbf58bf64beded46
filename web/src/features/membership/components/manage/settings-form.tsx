import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api/client';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { useMembershipSettings, useSaveMembershipSettings, type MembershipSettings } from '../../api/manage';
import { membershipPagePath } from '../../format';
import { CountedField, Loading, primaryButton, secondaryButton } from './manage-parts';
import { checkHeroDescription, checkHeroTitle, SETTINGS_LIMITS, SETTINGS_TEXT, type SettingsFields } from './manage-rules';

/** /manage/{username}/memberships/settings: the hero of the membership page, public or private, and the platform fee. No action bar. */
export function MembershipSettingsPage({ ownerId, username }: { ownerId: string; username: string }) {
  const settings = useMembershipSettings(ownerId);
  if (settings.isLoading) return <Loading label="Loading settings" />;
  if (!settings.data) {
    return (
      <p role="alert" className="py-12 text-center">
        {errorMessage(settings.error, 'Failed to get membership settings')}
      </p>
    );
  }
  return <MembershipSettingsForm ownerId={ownerId} username={username} settings={settings.data} />;
}

type Fields = SettingsFields & { privateUuid: string };

const toFields = (settings: MembershipSettings): Fields => ({
  title: settings.title,
  description: settings.description,
  status: settings.status === 'private' ? 'private' : 'public',
  privateUuid: settings.membershipPrivateUuid ?? '',
});

export function MembershipSettingsForm({ ownerId, username, settings }: { ownerId: string; username: string; settings: MembershipSettings }) {
  const save = useSaveMembershipSettings();
  const { register, control, handleSubmit, formState, reset, setValue } = useForm<Fields>({ defaultValues: toFields(settings) });
  const [title, description, status, privateUuid] = useWatch({ control, name: ['title', 'description', 'status', 'privateUuid'] });
  const { isDirty, errors, isSubmitting } = formState;
  const [saving, setSaving] = useState(false);
  useLeavePrompt(() => isDirty && !saving);
  const link = `${window.location.origin}${membershipPagePath(settings.type, username, status === 'private' ? privateUuid : null)}`;

  const submit = async (fields: Fields) => {
    setSaving(true);
    try {
      const saved = await save.mutateAsync({
        params: { path: { ownerId } },
        body: { title: fields.title, description: fields.description, status: fields.status, ...(fields.privateUuid ? { privateUuid: fields.privateUuid } : {}) },
      });
      reset(toFields(saved));
      toast.success(SETTINGS_TEXT.updated);
    } catch {
      toast.error(SETTINGS_TEXT.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form aria-label="Membership settings" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex max-w-2xl flex-col gap-6">
      <CountedField label="Hero text" value={title} limit={SETTINGS_LIMITS.title} error={errors.title?.message} {...register('title', { validate: checkHeroTitle })} />
      <CountedField
        label="Description"
        multiline
        value={description}
        limit={SETTINGS_LIMITS.description}
        error={errors.description?.message}
        {...register('description', { validate: checkHeroDescription })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Visibility</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="public" {...register('status')} /> Public
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="private" {...register('status')} /> Private
          </label>
        </div>
        <p className="mt-2 text-xs text-neutral-600">
          {status === 'private' ? 'Only people with the private link can see your membership page.' : 'Anyone can see your membership page.'}
        </p>
      </fieldset>
      <div>
        <p className="text-sm font-medium">{status === 'private' ? 'Private link' : 'Membership page'}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <a href={link} className="break-all text-sm underline" target="_blank" rel="noreferrer">
            {link}
          </a>
          {status === 'private' && (
            <button type="button" className={secondaryButton} onClick={() => setValue('privateUuid', crypto.randomUUID(), { shouldDirty: true })}>
              Regenerate link
            </button>
          )}
        </div>
        {status === 'private' && privateUuid !== (settings.membershipPrivateUuid ?? '') && <p className="mt-1 text-xs text-neutral-600">Save to replace the old link; it stops working.</p>}
      </div>
      <p className="text-sm text-neutral-700">{`Limelight fee: ${settings.fee}%`}</p>
      <div>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
