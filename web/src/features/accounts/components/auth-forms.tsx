import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/client';
import { useLogIn, useRefreshSession, useSignUp } from '../api/accounts';
import { normalizeEmail, normalizeUsername, safeRedirect, validateEmail, validateName, validatePassword, validateUsername } from '../validation';

interface Fields {
  name: string;
  username: string;
  email: string;
  password: string;
}

const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2';

/** /auth: log in or sign up, then back to redirect_to (same-site paths only). */
export function AuthForms({ redirectTo }: { redirectTo?: string }) {
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [serverError, setServerError] = useState<string>();
  const logIn = useLogIn();
  const signUp = useSignUp();
  const refresh = useRefreshSession();
  const { register, handleSubmit, formState } = useForm<Fields>({ mode: 'onTouched' });

  const onSubmit = handleSubmit(async (fields) => {
    setServerError(undefined);
    const email = normalizeEmail(fields.email);
    try {
      if (mode === 'login') await logIn.mutateAsync({ body: { email, password: fields.password } });
      else await signUp.mutateAsync({ body: { name: fields.name.trim(), username: normalizeUsername(fields.username), email, password: fields.password } });
    } catch (error) {
      setServerError(errorMessage(error));
      return;
    }
    await refresh();
    // A full navigation, so every part of the page starts from the new session.
    window.location.assign(safeRedirect(redirectTo));
  });

  const error = (field: keyof Fields) =>
    formState.errors[field] && (
      <p role="alert" className="mt-1 text-sm text-red-600">
        {formState.errors[field]?.message}
      </p>
    );

  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <div role="tablist" className="mb-6 flex gap-2">
        {(['login', 'signup'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={mode === tab}
            onClick={() => setMode(tab)}
            className={`flex-1 rounded-full px-4 py-2 ${mode === tab ? 'bg-neutral-900 text-white' : 'border border-neutral-300'}`}
          >
            {tab === 'login' ? 'Log in' : 'Sign up'}
          </button>
        ))}
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {mode === 'signup' && (
          <>
            <label className="block">
              <span className="text-sm font-medium">Name</span>
              <input className={input} autoComplete="name" {...register('name', { validate: validateName })} />
              {error('name')}
            </label>
            <label className="block">
              <span className="text-sm font-medium">Username</span>
              <input className={input} autoComplete="username" {...register('username', { validate: validateUsername })} />
              {error('username')}
            </label>
          </>
        )}
        <label className="block">
          <span className="text-sm font-medium">Email</span>
          <input className={input} type="email" autoComplete="email" {...register('email', { validate: validateEmail })} />
          {error('email')}
        </label>
        <label className="block">
          <span className="text-sm font-medium">Password</span>
          <input
            className={input}
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            {...register('password', { validate: validatePassword })}
          />
          {error('password')}
        </label>
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
