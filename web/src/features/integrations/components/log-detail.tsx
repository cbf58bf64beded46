import { useRouter } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/api/client';
import { useDelivery } from '../api/webhooks';
import { formatOriginDate, prettyPayload } from '../developer-zone';
import { DeliveryStatusBadge } from './logs-table';

/** /manage/{username}/developer-zone/logs/{id}: one delivery, its payload as sent and every attempt. */
export function LogDetail({ ownerId, id, basePath }: { ownerId: string; id: string; basePath: string }) {
  const router = useRouter();
  const delivery = useDelivery(ownerId, id);
  const close = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: basePath });
  };

  return (
    <article aria-labelledby="log-heading" className="relative flex flex-col gap-6 rounded-xl border border-neutral-200 p-6">
      <button type="button" aria-label="Close" onClick={close} className="absolute right-4 top-4 rounded px-2 py-1 hover:bg-neutral-100">
        <span aria-hidden="true">✕</span>
      </button>
      <header className="flex flex-col gap-2 pr-10">
        <h1 id="log-heading" className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          Event ID {delivery.data && <DeliveryStatusBadge status={delivery.data.status} />}
        </h1>
        {delivery.data && (
          <>
            <code className="break-all text-sm text-neutral-700">{delivery.data.id}</code>
            <p className="text-sm text-neutral-700">
              <span className="font-mono">{delivery.data.eventName}</span> · <time dateTime={delivery.data.createdAt}>{formatOriginDate(delivery.data.createdAt)}</time>
            </p>
            <p className="break-all text-sm text-neutral-600">{delivery.data.url}</p>
          </>
        )}
      </header>
      {delivery.isLoading && <div aria-busy="true" className="h-40 animate-pulse rounded-lg bg-neutral-100" />}
      {delivery.error && (
        <p role="alert" className="text-red-700">
          {errorMessage(delivery.error)}
        </p>
      )}
      {delivery.data && (
        <>
          <section aria-labelledby="payload-heading">
            <h2 id="payload-heading" className="mb-2 font-semibold">
              Event data
            </h2>
            <pre aria-labelledby="payload-heading" className="max-h-[32rem] overflow-auto rounded-lg bg-neutral-900 p-4 text-xs text-neutral-100">
              {prettyPayload(delivery.data.payload)}
            </pre>
          </section>
          <section aria-labelledby="attempts-heading">
            <h2 id="attempts-heading" className="mb-2 font-semibold">
              Attempts
            </h2>
            {delivery.data.attempts.length ? (
              <ol className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 text-sm">
                {delivery.data.attempts.map((attempt, n) => (
                  <li key={`${attempt.at}-${n}`} className="flex flex-wrap gap-x-4 px-4 py-2">
                    <time dateTime={attempt.at}>{formatOriginDate(attempt.at)}</time>
                    <span className={attempt.statusCode !== null && attempt.statusCode < 300 ? 'text-green-800' : 'text-red-800'}>
                      {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : (attempt.error ?? 'No answer')}
                    </span>
                    <span className="text-neutral-600">{attempt.durationMs} ms</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-neutral-600">Not sent yet.</p>
            )}
            {delivery.data.nextAttemptAt && <p className="mt-2 text-sm text-neutral-600">Next attempt: {formatOriginDate(delivery.data.nextAttemptAt)}</p>}
          </section>
        </>
      )}
    </article>
  );
}
