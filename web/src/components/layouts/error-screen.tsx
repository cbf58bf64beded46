import { Link } from '@tanstack/react-router';

/** Seed 000 full-page error screen: code 404 and 'Page not found' unless told otherwise; the router shows it for thrown errors. */
export function ErrorScreen({ code = 404, heading = 'Page not found' }: { code?: number; heading?: string }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand">{code}</p>
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <Link to="/" className="underline">
        Go back home
      </Link>
    </main>
  );
}
