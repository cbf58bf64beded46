import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { TicketView } from '../../src/checkout/domain/ticket-view.js';
import { PdfkitTicketPdf } from '../../src/checkout/infrastructure/pdfkit-ticket-pdf.adapter.js';
import { LocalDiskFileStorage } from '../../src/shared/files/local-disk-file-storage.adapter.js';
import { startTestApp, signUpUser, type TestApp } from '../support/app.js';
import { buyer, publishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDER = '4f1b8c52-0000-4000-8000-00000000abcd';

/** The text a PDFKit page shows: its content streams inflated, their hex strings decoded and joined. */
function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    try {
      return [inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')];
    } catch {
      return []; // images
    }
  });
  return streams.flatMap((content) => [...content.matchAll(/<([0-9a-f]+)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))).join('');
}

const view = (firstName: string, lastName: string): TicketView => ({
  id: '7d0c6a1e-0000-4000-8000-000000000001',
  eventName: 'Harbour lights',
  firstName,
  lastName,
  ticket: 'General admission',
  seat: null,
  qrCode: 'LL1.7d0c6a1e-0000-4000-8000-000000000001.signature',
  qrCodeUrl: '/api/qr-code?url=x&color=000000',
  event: {
    id: '7d0c6a1e-0000-4000-8000-0000000000e1',
    startsAt: '2030-06-01T23:00:00.000Z',
    endsAt: null,
    doorTime: null,
    timezone: 'America/New_York',
    locationSetting: 'tba',
    location: null,
    poster: null,
  },
  refundsAllowed: true,
  orderAnswers: [],
  status: 'active',
});

describe('ticket PDFs kept in the file storage', () => {
  let root: string;
  let pdfs: PdfkitTicketPdf;
  const stored = async () => readdir(join(root, 'objects', 'tickets', ORDER));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'limelight-files-'));
    pdfs = new PdfkitTicketPdf(new LocalDiskFileStorage(root));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('renders the PDF of the same tickets once and reads it back from storage afterwards', async () => {
    const tickets = [view('Grace', 'Hopper')];
    const key = await pdfs.store(ORDER, tickets);
    expect(key).toMatch(new RegExp(`^tickets/${ORDER}/[0-9a-f]{32}\\.pdf$`));
    const first = await pdfs.bytes(ORDER, tickets);
    expect(await pdfs.store(ORDER, tickets)).toBe(key);
    // PDFKit stamps each rendering with its time and a file id: equal bytes mean one rendering.
    expect(await pdfs.bytes(ORDER, tickets)).toEqual(first);
    expect(await stored()).toHaveLength(1);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(first)).toContain('Grace Hopper');
  });

  it('prints a new PDF when what a ticket says changes, such as its holder after a transfer', async () => {
    await pdfs.bytes(ORDER, [view('Grace', 'Hopper')]);
    const transferred = await pdfs.bytes(ORDER, [view('Carla', 'Bley')]);
    expect(pdfText(transferred)).toContain('Carla Bley');
    expect(pdfText(transferred)).not.toContain('Grace Hopper');
    expect(await stored()).toHaveLength(2);
  });
});

describe('ticket PDFs over HTTP', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'limelight-data-'));
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves an order's stored PDF the same each time, and by byte range", async () => {
    const owner = await signUpUser(t.http);
    const event = await publishedEvent(t, owner, { name: 'Range night', ticketTypes: [ticket({ name: 'Free entry', price: 0, quantity: 10 })] });
    const order = (await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets['Free entry'], quantity: 1 }] }).expect(201)).body;
    const attendees = [{ itemId: order.items[0].id, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }];
    await t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: attendees }).expect(200);
    const url = `/client_side_api/v1/orders/${order.id}/tickets.pdf`;

    const first = await t.http.get(url).responseType('blob').expect(200);
    expect(first.headers).toMatchObject({ 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'content-disposition': `attachment; filename="tickets-${order.id}.pdf"` });
    const again = await t.http.get(url).responseType('blob').expect(200);
    expect(again.body).toEqual(first.body);
    expect(await readdir(join(dataDir, 'files', 'objects', 'tickets', order.id))).toHaveLength(1);

    const head = await t.http.get(url).set('Range', 'bytes=0-4').responseType('blob').expect(206);
    expect(head.headers['content-range']).toBe(`bytes 0-4/${(first.body as Buffer).length}`);
    expect((head.body as Buffer).toString()).toBe('%PDF-');
  });
});
