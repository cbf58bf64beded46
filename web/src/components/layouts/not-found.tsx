import { useRouter } from '@tanstack/react-router';
import { SUPPORT_CENTER_URL } from '../../lib/site';
import { AppLink } from '../ui/app-link';

/** Seed 000 "Not-found and error pages": the router's page for unknown paths. */
export function NotFound({ supportContact = false }: { supportContact?: boolean }) {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">The page you were looking for was not found</h1>
      <button type="button" className="rounded-full bg-neutral-900 px-6 py-2 text-white hover:bg-neutral-700" onClick={goBack}>
        Go Back
      </button>
      {supportContact && (
        <p className="text-sm text-neutral-600">
          Need help?{' '}
          <AppLink href={SUPPORT_CENTER_URL} className="underline">
            Contact support
          </AppLink>
        </p>
      )}
    </main>
  );
}
