import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { FileStorage } from '../../shared/files/file-storage.port.js';
import { TicketPdf } from '../application/ports/ticket-pdf.port.js';
import { formatInZone, formatTimeInZone, locationText, NO_REFUNDS, QR_COLOR, type TicketView } from '../domain/ticket-view.js';
import { qrCodePng } from './qr-code.js';

/**
 * Ticket PDFs kept in the file port under `tickets/<order>/<digest of the tickets>.pdf`: a new key whenever
 * what a ticket says changes (a transfer, a new status), so a stored PDF is never out of date.
 */
@Injectable()
export class PdfkitTicketPdf extends TicketPdf {
  constructor(private readonly files: FileStorage) {
    super();
  }

  async store(orderId: string, tickets: readonly TicketView[]): Promise<string> {
    const digest = createHash('sha256').update(JSON.stringify(tickets)).digest('hex').slice(0, 32);
    const key = `tickets/${orderId}/${digest}.pdf`;
    if (!(await this.files.stat(key))) await this.files.put(key, await renderTicketPdf(tickets), 'application/pdf');
    return key;
  }

  async bytes(orderId: string, tickets: readonly TicketView[]): Promise<Buffer> {
    const key = await this.store(orderId, tickets);
    const body = await this.files.read(key);
    if (!body) throw new Error(`Ticket PDF ${key} vanished from the file storage`);
    return Buffer.concat(await body.toArray());
  }
}

/** One A5-sized page per ticket: the event, the holder, when and where, the QR code and the answers. */
async function renderTicketPdf(tickets: readonly TicketView[]): Promise<Buffer> {
  const images = await Promise.all(tickets.map((t) => qrCodePng(t.qrCode, QR_COLOR, 400)));
  const doc = new PDFDocument({ size: 'A5', margin: 36, autoFirstPage: false, info: { Title: `Tickets: ${tickets[0]?.eventName ?? ''}`, Author: 'Limelight' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  tickets.forEach((ticket, index) => {
    doc.addPage();
    const { timezone } = ticket.event;
    doc.font('Helvetica').fontSize(9).fillColor('#666666').text(`Ticket ${index + 1} / ${tickets.length}`, { align: 'right' });
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(ticket.eventName);
    doc.moveDown(0.3).font('Helvetica').fontSize(12).text(`${ticket.firstName} ${ticket.lastName}`.trim());
    doc.text(ticket.seat ? `${ticket.ticket} · Seat ${ticket.seat}` : ticket.ticket);
    doc.moveDown(0.5).fontSize(10).text(formatInZone(ticket.event.startsAt, timezone));
    if (ticket.event.doorTime) doc.text(`Doors open ${formatTimeInZone(ticket.event.doorTime, timezone)}`);
    doc.text(locationText(ticket.event));
    if (!ticket.refundsAllowed) doc.moveDown(0.3).font('Helvetica-Bold').text(NO_REFUNDS).font('Helvetica');
    doc.moveDown(0.5);
    const size = 180;
    doc.image(images[index]!, (doc.page.width - size) / 2, doc.y, { width: size, height: size });
    doc.y += size + 10;
    doc.fontSize(7).fillColor('#666666').text(ticket.qrCode, { align: 'center' });
    if (ticket.orderAnswers.length) {
      doc.moveDown(0.8).fontSize(10).fillColor('#000000');
      for (const { title, answer } of ticket.orderAnswers) {
        doc.font('Helvetica-Bold').text(title).font('Helvetica').text(answer).moveDown(0.3);
      }
    }
  });
  doc.end();
  return done;
}
