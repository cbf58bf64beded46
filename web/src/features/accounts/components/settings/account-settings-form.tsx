import { useRouter } from '@tanstack/react-router';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/api/client';
import { useUpdateProfileSettings, type ProfileSettings, type UpdateProfileSettings } from '../../api/settings';
import { AVATAR_SHAPE, BANNER_SHAPE } from './crop';
import { DeleteAccount } from './delete-account';
import { ImageField } from './image-field';
import {
  BIO_MAX_LENGTH,
  checkBio,
  checkGoogleAnalytics,
  checkGoogleTagManager,
  checkMetaPixel,
  checkName,
  checkPhone,
  checkPublicEmail,
  checkUrl,
  checkUsername,
  CURRENCY_OPTIONS,
  joinPhone,
  normalizeUsername,
  PHONE_COUNTRIES,
  SETTINGS_LABELS,
  SETTINGS_MESSAGES,
  splitPhone,
  TIME_ZONE_OPTIONS,
  type PhoneCountry,
} from './settings-rules';

export const FAILED_TO_UPDATE = 'Failed to update settings';

export interface AccountFields {
  name: string;
  username: string;
  publicEmail: string;
  phone: string;
  description: string;
  timezone: string;
  currency: string;
  websiteUrl: string;
  instagramUrl: string;
  facebookUrl: string;
  twitterUrl: string;
  youtubeUrl: string;
  tiktokUrl: string;
  googleAnalyticsId: string;
  metaPixelId: string;
  googleTagManagerContainerId: string;
  /** '' keeps the saved image, '_delete' removes it, otherwise the new image's upload identifier. */
  logo: string;
  banner: string;
}

/** The settings attributes the form edits (the API calls the public e-mail `email`). */
const ATTRIBUTES = [
  'publicEmail',
  'phone',
  'description',
  'timezone',
  'currency',
  'websiteUrl',
  'instagramUrl',
  'facebookUrl',
  'twitterUrl',
  'youtubeUrl',
  'tiktokUrl',
  'googleAnalyticsId',
  'metaPixelId',
  'googleTagManagerContainerId',
] as const;

export const toFields = (settings: ProfileSettings): AccountFields => ({
  name: settings.name,
  username: settings.username,
  publicEmail: settings.publicEmail ?? '',
  phone: settings.phone ?? '',
  description: settings.description,
  timezone: settings.timezone,
  currency: settings.currency,
  websiteUrl: settings.websiteUrl ?? '',
  instagramUrl: settings.instagramUrl ?? '',
  facebookUrl: settings.facebookUrl ?? '',
  twitterUrl: settings.twitterUrl ?? '',
  youtubeUrl: settings.youtubeUrl ?? '',
  tiktokUrl: settings.tiktokUrl ?? '',
  googleAnalyticsId: settings.googleAnalyticsId ?? '',
  metaPixelId: settings.metaPixelId ?? '',
  googleTagManagerContainerId: settings.googleTagManagerContainerId ?? '',
  logo: '',
  banner: '',
});

/**
 * The request body: name and username always, the attributes that were changed (others stay as saved) and
 * the images only when a new one was saved or one was removed.
 */
export function toRequest(fields: AccountFields, changed: Partial<Record<keyof AccountFields, unknown>>): UpdateProfileSettings {
  const settingAttributes: Record<string, string> = {};
  for (const field of ATTRIBUTES) if (changed[field]) settingAttributes[field === 'publicEmail' ? 'email' : field] = fields[field];
  if (fields.banner) settingAttributes.banner = fields.banner;
  return {
    name: fields.name.trim(),
    username: normalizeUsername(fields.username),
    ...(fields.logo ? { logo: fields.logo } : {}),
    settingAttributes: settingAttributes as UpdateProfileSettings['settingAttributes'],
  };
}

/** The API names the field of each problem; the form shows it there (the public e-mail is `publicEmail` in both). */
function fieldProblems(error: unknown): { field: FieldPath<AccountFields>; message: string }[] {
  if (!Array.isArray(error)) return [];
  return error.flatMap((problem: { field?: unknown; message?: unknown }) =>
    typeof problem.field === 'string' && typeof problem.message === 'string' ? [{ field: problem.field as FieldPath<AccountFields>, message: problem.message }] : [],
  );
}

const select = 'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2';

function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span aria-hidden="true">*</span>
    </>
  );
}

/** /manage/{username}/settings/account: the account form of seed 001 §2.1 and, for owners, deleting the account. */
export function AccountSettingsForm({ settings, native }: { settings: ProfileSettings; native: boolean }) {
  const router = useRouter();
  const update = useUpdateProfileSettings();
  const saving = useRef(false);
  const bioId = useId();
  const form = useForm<AccountFields>({ mode: 'onTouched', defaultValues: toFields(settings) });
  const { register, control, handleSubmit, formState, reset, setError } = form;
  // Read while rendering: react-hook-form only tracks the state a render has asked for.
  const { isDirty, isValid, isSubmitting, errors, dirtyFields } = formState;
  const leaving = () => isDirty && !saving.current;
  useLeavePrompt(leaving);

  const isUser = settings.type === 'User';
  const [bio, username] = useWatch({ control, name: ['description', 'username'] });

  const save = async (fields: AccountFields) => {
    saving.current = true;
    try {
      const saved = await update.mutateAsync({ params: { path: { id: settings.id } }, body: toRequest(fields, dirtyFields) });
      reset(toFields(saved));
      toast.success(SETTINGS_MESSAGES.updated);
      if (saved.username !== settings.username) {
        await router.navigate({ href: `/manage/${saved.username}/settings/account${native ? '?native=true' : ''}`, replace: true });
      }
    } catch (error) {
      for (const problem of fieldProblems(error)) setError(problem.field, { message: problem.message }, { shouldFocus: true });
      toast.error(fieldProblems(error).length ? FAILED_TO_UPDATE : errorMessage(error, FAILED_TO_UPDATE));
    } finally {
      saving.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-10">
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="flex flex-col gap-6" aria-label="Account settings">
        <section className="grid gap-6 md:grid-cols-[auto_1fr]">
          <Controller
            control={control}
            name="logo"
            render={({ field, fieldState }) => (
              <ImageField
                label={isUser ? 'Avatar' : 'Logo'}
                variant="avatar"
                shape={AVATAR_SHAPE}
                hint="Recommended 275×275"
                value={field.value}
                onChange={field.onChange}
                saved={settings.avatar}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="banner"
            render={({ field, fieldState }) => (
              <ImageField
                label="Banner"
                variant="banner"
                shape={BANNER_SHAPE}
                hint="Recommended 1440×224"
                value={field.value}
                onChange={field.onChange}
                saved={settings.banner}
                error={fieldState.error?.message}
              />
            )}
          />
        </section>

        <section className="grid gap-4 md:grid-cols-2">
          <TextField label={`${SETTINGS_LABELS.name} *`} autoComplete="name" error={errors.name?.message} {...register('name', { validate: checkName })} />
          <TextField
            label={`${isUser ? SETTINGS_LABELS.username : 'Identifier'} *`}
            autoComplete="username"
            error={errors.username?.message}
            hint={`Your page: ${window.location.origin}/${isUser ? 'p' : 'o'}/${normalizeUsername(username) || '…'}`}
            {...register('username', { validate: checkUsername })}
          />
          {isUser && <TextField label="Email" type="email" value={settings.email ?? ''} readOnly hint="Your sign-in e-mail cannot be changed here" />}
          <TextField label={SETTINGS_LABELS.publicEmail} type="email" error={errors.publicEmail?.message} {...register('publicEmail', { validate: checkPublicEmail })} />
          <Controller control={control} name="phone" rules={{ validate: checkPhone }} render={({ field, fieldState }) => <PhoneField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />} />
          <label className="block text-sm font-medium">
            <Required>{SETTINGS_LABELS.timezone}</Required>
            <select className={select} {...register('timezone')}>
              {!TIME_ZONE_OPTIONS.some((option) => option.value === settings.timezone) && <option value={settings.timezone}>{settings.timezone}</option>}
              {TIME_ZONE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errors.timezone && (
              <p role="alert" className="mt-1 text-sm font-normal text-red-600">
                {errors.timezone.message}
              </p>
            )}
          </label>
          <label className="block text-sm font-medium">
            <Required>{SETTINGS_LABELS.currency}</Required>
            <select className={select} {...register('currency')}>
              {CURRENCY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errors.currency && (
              <p role="alert" className="mt-1 text-sm font-normal text-red-600">
                {errors.currency.message}
              </p>
            )}
          </label>
        </section>

        <div>
          <label htmlFor={bioId} className="block text-sm font-medium">
            {SETTINGS_LABELS.description}
          </label>
          <textarea
            id={bioId}
            rows={6}
            maxLength={BIO_MAX_LENGTH}
            aria-describedby={`${bioId}-count`}
            aria-invalid={errors.description ? true : undefined}
            className="mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2"
            {...register('description', { validate: checkBio })}
          />
          <p id={`${bioId}-count`} className="mt-1 text-right text-xs text-neutral-500">
            {bio.length}/{BIO_MAX_LENGTH}
          </p>
          {errors.description && (
            <p role="alert" className="text-sm text-red-600">
              {errors.description.message}
            </p>
          )}
        </div>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold">Links</legend>
          {(['websiteUrl', 'instagramUrl', 'facebookUrl', 'twitterUrl', 'youtubeUrl', 'tiktokUrl'] as const).map((field) => (
            <TextField key={field} label={SETTINGS_LABELS[field]} type="url" placeholder="https://" error={errors[field]?.message} {...register(field, { validate: checkUrl(field) })} />
          ))}
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 font-semibold">Analytics</legend>
          <TextField label={SETTINGS_LABELS.googleAnalyticsId} placeholder="G-XXXXXXXXXX" error={errors.googleAnalyticsId?.message} {...register('googleAnalyticsId', { validate: checkGoogleAnalytics })} />
          <TextField label={SETTINGS_LABELS.metaPixelId} inputMode="numeric" error={errors.metaPixelId?.message} {...register('metaPixelId', { validate: checkMetaPixel })} />
          <TextField
            label={SETTINGS_LABELS.googleTagManagerContainerId}
            placeholder="GTM-XXXXXXX"
            error={errors.googleTagManagerContainerId?.message}
            {...register('googleTagManagerContainerId', { validate: checkGoogleTagManager })}
          />
        </fieldset>

        <div>
          <button type="submit" disabled={!isValid || isSubmitting} className="rounded-full bg-neutral-900 px-6 py-2 font-medium text-white disabled:opacity-50">
            {isSubmitting ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      {settings.canDelete && <DeleteAccount settings={settings} />}
    </div>
  );
}

/** A country (calling code, default us) and the number; the value is what is stored: + and digits. */
function PhoneField({ value, onChange, onBlur, error }: { value: string; onChange(value: string): void; onBlur(): void; error?: string }) {
  const id = useId();
  const [country, setCountry] = useState<PhoneCountry>(() => splitPhone(value).country);
  const [national, setNational] = useState(() => splitPhone(value).national);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {SETTINGS_LABELS.phone}
      </label>
      <div className="mt-1 flex gap-2">
        <select
          aria-label="Country calling code"
          className="rounded-lg border border-neutral-300 bg-white px-2 py-2 text-sm"
          value={country}
          onChange={(event) => {
            const next = event.target.value as PhoneCountry;
            setCountry(next);
            onChange(joinPhone(next, national));
          }}
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.label} (+${c.dial})`}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          autoComplete="tel-national"
          value={national}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onBlur={onBlur}
          onChange={(event) => {
            setNational(event.target.value);
            onChange(joinPhone(country, event.target.value));
          }}
          className={`w-full rounded-lg border px-3 py-2 ${error ? 'border-red-500' : 'border-neutral-300'}`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
