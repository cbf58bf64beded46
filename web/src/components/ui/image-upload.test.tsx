import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageUpload } from './image-upload';

// The jsdom window of this test file (Vitest exposes it); pointed at the local server below so the upload path reaches it.
declare const jsdom: { reconfigure(options: { url: string }): void };

/** A local server standing in for the API's upload call: it records each request and answers when told to. */
interface Received {
  path: string;
  body: string;
  respond(status: number, body: unknown): void;
  /** Sends the status line first, so the browser has finished sending and reports 100% before the body ends. */
  sendHeaders(status: number): void;
}
let server: Server;
let received: Received[] = [];
let arrived: (() => void) | undefined;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // jsdom keeps the test page's origin after the move, so the browser asks first, as it would across sites.
    const cors = { 'access-control-allow-origin': request.headers.origin ?? '*', 'access-control-allow-credentials': 'true' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' });
      return response.end();
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        body: Buffer.concat(chunks).toString('latin1'),
        sendHeaders: (status) => {
          response.writeHead(status, { ...cors, 'content-type': 'application/json' });
          response.flushHeaders();
        },
        respond: (status, body) => {
          if (!response.headersSent) response.writeHead(status, { ...cors, 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        },
      });
      arrived?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jsdom.reconfigure({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});
afterEach(cleanup);

const nextRequest = () => new Promise<void>((resolve) => (arrived = resolve));

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImageUpload label="Poster" value={value} onChange={setValue} />
      <output aria-label="value">{value ?? 'none'}</output>
    </>
  );
}

// The picker reads 'Upload poster', or 'Change poster' once there is one.
const picker = () => screen.getByLabelText(/^(Upload|Change) poster$/) as HTMLInputElement;
const pick = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });
const png = (size: number) => new File([new Uint8Array(size)], 'poster.png', { type: 'image/png' });

describe('ImageUpload', () => {
  it('refuses a file that is not an image before sending anything', async () => {
    render(<Harness />);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image');
    expect(received).toHaveLength(0);
    expect(screen.getByLabelText('value').textContent).toBe('none');
  });

  it('refuses an image over 8MB (8388608 bytes) before sending anything', async () => {
    render(<Harness />);
    pick(png(8_388_609));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image smaller than 8MB');
    expect(received).toHaveLength(0);
  });

  it('uploads the file as multipart "file", shows the progress and then the uploaded image', async () => {
    render(<Harness />);
    const arrival = nextRequest();
    pick(png(8_388_608));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading poster' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Uploading… 0%')).toBeTruthy();
    expect(picker().disabled).toBe(true);

    await arrival;
    const request = received[0]!;
    expect(request.path).toBe('/client_side_api/v1/file_uploads');
    expect(request.body).toContain('name="file"; filename="poster.png"');
    request.sendHeaders(201);
    await waitFor(() => expect(screen.getByText('Uploading… 100%')).toBeTruthy());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    const id = '6f1c1f9e-8d1a-4a57-9d7e-3b1f1c1d2e3f';
    request.respond(201, { upload_identifier: id });
    await waitFor(() => expect(screen.getByLabelText('value').textContent).toBe(id));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByAltText('Poster preview').getAttribute('src')).toBe(`/client_side_api/v1/file_uploads/${id}`);
  });

  it("shows the server's message when it refuses the file, and removes an image", async () => {
    render(<Harness initial="11111111-2222-4333-8444-555555555555" />);
    const arrival = nextRequest();
    pick(png(64));
    await arrival;
    received[0]!.respond(400, { message: 'Please select an image' });
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image');
    expect(screen.getByLabelText('value').textContent).toBe('11111111-2222-4333-8444-555555555555');

    fireEvent.click(screen.getByRole('button', { name: 'Remove poster' }));
    expect(screen.getByLabelText('value').textContent).toBe('none');
    expect(screen.queryByAltText('Poster preview')).toBeNull();
  });
});
