import { useState } from 'react';
import { NotFound } from '../../../components/layouts/not-found';
import { ShareCode } from '../../../components/ui/share-code';
import { errorMessage } from '../../../lib/api/client';
import { fetchTicketsPdf, useOrderTickets, type Ticket } from '../api/tickets';
import { formatEventDate, formatEventTime } from '../../../lib/event-time';
import { locationText, STATUS_LABELS } from '../format';

/** /tickets/{orderId}: seed 000 "Tickets" — the order's tickets, one at a time. */
export function TicketsPage({ orderId, ticketId }: { orderId: string; ticketId?: string }) {
  const query = useOrderTickets(orderId);
  if (query.isLoading) return <main className="mx-auto max-w-md px-4 py-12" aria-busy="true" />;
  if (query.error || !query.data?.length) return <NotFound supportContact />;
  return <OrderTickets orderId={orderId} tickets={query.data} ticketId={ticketId} />;
}

/** Opens at `ticketId` (a ticket link /ticket/{id}) or at the first ticket. */
export function OrderTickets({ orderId, tickets, ticketId }: { orderId: string; tickets: Ticket[]; ticketId?: string }) {
  const [index, setIndex] = useState(() => Math.max(0, tickets.findIndex((t) => t.id === ticketId)));
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();
  const ticket = tickets[Math.min(index, tickets.length - 1)]!;
  const { event } = ticket;
  const status = STATUS_LABELS[ticket.status];

  const downloadPdf = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      const url = URL.createObjectURL(await fetchTicketsPdf(orderId));
      const link = document.createElement('a');
      link.href = url;
      link.download = `tickets-${orderId}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the file is released.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setDownloadError(errorMessage(error, 'Could not download the PDF. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <article className="overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
        <header className="bg-neutral-900 px-6 py-5 text-white">
          <h1 className="text-2xl font-semibold">{ticket.eventName}</h1>
        </header>
        <div className="flex flex-col items-center gap-2 px-6 pt-6">
          <img src={ticket.qrCodeUrl} alt={`QR code of the ticket of ${ticket.firstName} ${ticket.lastName}`} width={220} height={220} className={status ? 'opacity-40' : ''} />
          {status && <p className="rounded-full bg-neutral-100 px-3 py-1 text-sm font-medium">{status}</p>}
        </div>
        <dl className="grid gap-4 px-6 py-6">
          <div>
            <dt className="text-xs uppercase text-neutral-500">Name</dt>
            <dd className="text-lg font-medium">
              {ticket.firstName} {ticket.lastName}
            </dd>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-xs uppercase text-neutral-500">Ticket</dt>
              <dd>{ticket.ticket}</dd>
            </div>
            {ticket.seat && (
              <div>
                <dt className="text-xs uppercase text-neutral-500">Seat</dt>
                <dd>{ticket.seat}</dd>
              </div>
            )}
          </div>
          <div>
            <dt className="text-xs uppercase text-neutral-500">Date and time</dt>
            <dd>{formatEventDate(event.startsAt, event.timezone)}</dd>
          </div>
          {event.doorTime && (
            <div>
              <dt className="text-xs uppercase text-neutral-500">Doors open</dt>
              <dd>{formatEventTime(event.doorTime, event.timezone)}</dd>
            </div>
          )}
          <div>
            <dt className="text-xs uppercase text-neutral-500">Location</dt>
            <dd>{locationText(event)}</dd>
          </div>
          {ticket.customUserListData && (
            <div>
              <dt className="text-xs uppercase text-neutral-500">Share with friends</dt>
              <dd>
                <ShareCode code={ticket.customUserListData.shareCode} count={ticket.customUserListData.count} />
              </dd>
            </div>
          )}
          {!ticket.refundsAllowed && (
            <div>
              <dt className="text-xs uppercase text-neutral-500">Refund policy</dt>
              <dd>No refunds</dd>
            </div>
          )}
        </dl>
        {ticket.orderAnswers.length > 0 && (
          <section className="border-t border-neutral-200 px-6 py-5" aria-label="Order answers">
            <h2 className="mb-3 font-semibold">Your answers</h2>
            <dl className="grid gap-3">
              {ticket.orderAnswers.map((answer, n) => (
                <div key={n}>
                  <dt className="text-sm text-neutral-500">{answer.title}</dt>
                  <dd className="whitespace-pre-line">{answer.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </article>

      <nav className="mt-6 flex items-center justify-between" aria-label="Tickets">
        <button type="button" onClick={() => setIndex(index - 1)} disabled={index === 0} className="rounded-full border px-4 py-2 disabled:opacity-40">
          Previous
        </button>
        <span>
          Ticket {index + 1} / {tickets.length}
        </span>
        <button type="button" onClick={() => setIndex(index + 1)} disabled={index >= tickets.length - 1} className="rounded-full border px-4 py-2 disabled:opacity-40">
          Next
        </button>
      </nav>

      <button
        type="button"
        onClick={() => void downloadPdf()}
        disabled={downloading}
        className="mt-6 w-full rounded-full bg-brand px-5 py-3 font-medium text-white disabled:opacity-60"
      >
        {downloading ? 'Preparing PDF...' : 'Download PDF'}
      </button>
      {downloadError && (
        <p role="alert" className="mt-3 text-center text-red-700">
          {downloadError}
        </p>
      )}
    </main>
  );
}
