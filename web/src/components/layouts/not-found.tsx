import { useRouter } from '@tanstack/react-router';

/** Seed 000 "Not-found and error pages". */
export function NotFound() {
  const router = useRouter();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">The page you were looking for was not found</h1>
      <button type="button" className="rounded-full bg-neutral-900 px-6 py-2 text-white" onClick={() => router.history.back()}>
        Go Back
      </button>
    </main>
  );
}
