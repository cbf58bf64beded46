import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api/client';
import { useLogIn, useSessionStarted, useSignUp } from '../api/accounts';
import { normalizeEmail, normalizeUsername, validateEmail, validateName, validatePassword, validatePasswordPresent, validateUsername } from '../validation';
import { safeRedirect } from '../../../lib/login';

interface Fields {
  name: string;
  username: string;
  email: string;
  password: string;
}

type Mode = 'login' | 'signup';
const tabs: { mode: Mode; label: string }[] = [
  { mode: 'login', label: 'Log in' },
  { mode: 'signup', label: 'Sign up' },
];

/**
 * /auth: log in or sign up, then back to redirect_to (same-site paths only). From a team invitation link
 * (`invitation`, `email`) it opens on sign-up with the invited address, and either form accepts the invitation.
 * From a referral link (`ref`) it opens on sign-up and signs up with that referrer.
 */
export function AuthForms({
  redirectTo,
  initialMode = 'login',
  invitation,
  email,
  referrer,
}: {
  redirectTo?: string;
  initialMode?: Mode;
  invitation?: string;
  email?: string;
  referrer?: string;
}) {
  const [mode, setMode] = useState<Mode>(invitation || referrer ? 'signup' : initialMode);
  const [serverError, setServerError] = useState<string>();
  const logIn = useLogIn();
  const signUp = useSignUp();
  const sessionStarted = useSessionStarted();
  const router = useRouter();
  const { register, handleSubmit, formState, clearErrors } = useForm<Fields>({ mode: 'onTouched', defaultValues: { email: email ?? '' } });
  const ids = useId();

  const switchTo = (next: Mode) => {
    setMode(next);
    setServerError(undefined);
    clearErrors();
  };

  const onSubmit = handleSubmit(async (fields) => {
    setServerError(undefined);
    const email = normalizeEmail(fields.email);
    try {
      if (mode === 'login') await logIn.mutateAsync({ body: { email, password: fields.password, invitation } });
      else await signUp.mutateAsync({ body: { name: fields.name.trim(), username: normalizeUsername(fields.username), email, password: fields.password, invitation, referrer } });
    } catch (error) {
      setServerError(errorMessage(error));
      return;
    }
    await sessionStarted();
    await router.navigate({ href: safeRedirect(redirectTo) });
  });

  const message = (field: keyof Fields) => formState.errors[field]?.message;

  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-2xl font-semibold">{mode === 'login' ? 'Log in to Limelight' : 'Join Limelight'}</h1>
      {invitation && <p className="mb-6 text-neutral-700">You have been invited to join a team. Sign up or log in with the invited email address to accept.</p>}
      <div role="tablist" aria-label="Log in or sign up" className="mb-6 flex gap-2">
        {tabs.map((tab) => (
          <button
            key={tab.mode}
            id={`${ids}-${tab.mode}-tab`}
            type="button"
            role="tab"
            aria-selected={mode === tab.mode}
            aria-controls={`${ids}-panel`}
            tabIndex={mode === tab.mode ? 0 : -1}
            onClick={() => switchTo(tab.mode)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = mode === 'login' ? 'signup' : 'login';
                switchTo(next);
                document.getElementById(`${ids}-${next}-tab`)?.focus();
              }
            }}
            className={`flex-1 rounded-full px-4 py-2 font-medium ${mode === tab.mode ? 'bg-neutral-900 text-white' : 'border border-neutral-300 hover:bg-neutral-50'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <form id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${mode}-tab`} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {mode === 'signup' && (
          <>
            <TextField label="Name" autoComplete="name" error={message('name')} {...register('name', { validate: validateName })} />
            <TextField
              label="Username"
              autoComplete="username"
              hint="1 to 20 letters or digits"
              error={message('username')}
              {...register('username', { validate: validateUsername })}
            />
          </>
        )}
        <TextField label="Email" type="email" autoComplete="email" error={message('email')} {...register('email', { validate: validateEmail })} />
        <TextField
          label="Password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          hint={mode === 'signup' ? 'At least 6 characters' : undefined}
          error={message('password')}
          {...register('password', { validate: mode === 'login' ? validatePasswordPresent : validatePassword })}
        />
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {serverError}
          </p>
        )}
        <button type="submit" disabled={formState.isSubmitting} className="rounded-full bg-brand px-6 py-2.5 font-medium text-white disabled:opacity-60">
          {mode === 'login' ? 'Log in' : 'Create account'}
        </button>
      </form>
    </main>
  );
}
