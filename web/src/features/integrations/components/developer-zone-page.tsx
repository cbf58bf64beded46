import { AppLink } from '../../../components/ui/app-link';
import { LogsTable } from './logs-table';
import { WebhooksTable } from './webhooks-table';

const BENEFITS = [
  { title: 'No coding required', text: 'Connect Limelight to a no-code automation tool and let it react to your sales, tickets and members.' },
  { title: 'Custom integrations', text: 'Send orders, tickets and memberships to your own systems, each delivery signed with your secret key.' },
  { title: 'Real-time updates', text: 'Hear about every order, ticket and membership change the moment it happens, retried until it arrives.' },
];

/** The API reference the Developer Zone points to (the webhook payloads are listed there too). */
export const API_DOCS_URL = '/api/docs';

/** /manage/{username}/developer-zone: the introduction, then the owner's webhooks and their delivery logs. */
export function DeveloperZonePage({ ownerId, basePath }: { ownerId: string; basePath: string }) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="developer-zone-heading" className="rounded-xl border border-neutral-200 p-6">
        <h1 id="developer-zone-heading" className="text-2xl font-semibold">
          Developer Zone
        </h1>
        <p className="mt-2 max-w-2xl text-neutral-700">Webhooks push real-time updates about your orders, tickets and memberships to the tools you already use.</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-lg bg-neutral-50 p-4">
              <h2 className="font-semibold">{benefit.title}</h2>
              <p className="mt-1 text-sm text-neutral-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={API_DOCS_URL} target="_blank" rel="noreferrer" className="rounded-full border border-neutral-300 px-5 py-2 text-sm font-medium hover:bg-neutral-50">
            See Documentation<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <AppLink href={`${basePath}/new`} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700">
            Generate Webhook
          </AppLink>
        </div>
      </section>
      <WebhooksTable ownerId={ownerId} basePath={basePath} />
      <LogsTable ownerId={ownerId} basePath={basePath} />
    </div>
  );
}
