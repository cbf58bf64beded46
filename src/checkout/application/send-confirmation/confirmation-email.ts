import type { Person } from '../../domain/buyer-info.js';
import { formatInZone, formatTimeInZone, locationText, NO_REFUNDS, type TicketView } from '../../domain/ticket-view.js';
import type { MailMessage } from '../../../shared/mail/mailer.port.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const confirmationSubject = (eventName: string) => `Your tickets for ${eventName}`;

/** The buyer's confirmation: every ticket, where and when, the link to the tickets page and the PDF attached. */
export function confirmationEmail(orderId: string, buyer: Person, tickets: readonly TicketView[], siteUrl: string, pdf: Buffer): MailMessage {
  const first = tickets[0]!;
  const { event } = first;
  const link = `${siteUrl}/tickets/${orderId}`;
  const when = formatInZone(event.startsAt, event.timezone);
  const doors = event.doorTime ? `Doors open ${formatTimeInZone(event.doorTime, event.timezone)}` : null;
  const where = locationText(event);
  const lines = tickets.map((t, i) => `Ticket ${i + 1} / ${tickets.length}: ${t.ticket}${t.seat ? `, seat ${t.seat}` : ''} — ${t.firstName} ${t.lastName}`.trim());
  const details = [when, doors, where, first.refundsAllowed ? null : NO_REFUNDS].filter((line): line is string => !!line);
  const text = [
    `Hi ${buyer.firstName},`,
    '',
    `Thank you for your order. Here are your tickets for ${first.eventName}.`,
    '',
    ...details,
    '',
    ...lines,
    '',
    `View your tickets: ${link}`,
    'The attached PDF holds every ticket with its QR code; show it at the door.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(buyer.firstName)},</p>
<p>Thank you for your order. Here are your tickets for <strong>${escapeHtml(first.eventName)}</strong>.</p>
<p>${details.map(escapeHtml).join('<br>')}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">View your tickets</a></p>
<p>The attached PDF holds every ticket with its QR code; show it at the door.</p>`;
  return {
    to: buyer.email,
    subject: confirmationSubject(first.eventName),
    text,
    html,
    attachments: [{ filename: `tickets-${orderId}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
