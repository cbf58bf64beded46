import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { managedBroadcastsQuery, type ManagedBroadcast, type ManagedBroadcasts } from '../../api/broadcasts';
import { ownerTiersQuery, type OwnerTier } from '../../api/manage-videos';
import { BroadcastsPage } from './broadcasts-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const RTMP = 'rtmp://stream.limelight.example:1935/live';
const DATE_LABEL = 'Sat, Jun 1, 2030 · 7:30 PM EDT';

const broadcast = (overrides: Partial<ManagedBroadcast> = {}): ManagedBroadcast => ({
  id: 'b1',
  kind: 'live',
  externalUrl: null,
  streamKey: 'key-one',
  status: 'idle',
  recordingVisibility: 'public',
  recordingTierIds: [],
  recordingVideoId: null,
  url: '/b/b1',
  ...overrides,
});

const list = (saved: ManagedBroadcast | null): ManagedBroadcasts => ({
  rtmpUrl: RTMP,
  dates: [{ dateId: 'd1', startsAt: '2030-06-01T23:30:00.000Z', endsAt: '2030-06-02T01:30:00.000Z', broadcast: saved }],
});

const tier = (id: string, name: string) => ({ id, name, archived: false }) as OwnerTier;

const renderPage = (saved: ManagedBroadcast | null, tiers: OwnerTier[] = []) =>
  renderWithProviders(<BroadcastsPage eventId="e1" ownerId="o1" timezone="America/New_York" />, {
    data: [
      [managedBroadcastsQuery('e1').queryKey, list(saved)],
      [ownerTiersQuery('o1').queryKey, tiers],
    ],
  });

type Call = [string, { params: { path: Record<string, string> }; body?: unknown }];
/** The API answers each PUT or POST with `reply`; the calls are kept. */
const stubWrite = (method: 'PUT' | 'POST', reply: (call: Call) => unknown) =>
  vi.spyOn(fetchClient, method).mockImplementation(((...call: Call) => Promise.resolve({ data: reply(call), response: new Response() })) as never);

const dateSection = () => screen.getByRole('region', { name: DATE_LABEL });

describe('the event’s streams', () => {
  it('creates a Limelight live stream for an online date and shows the server URL and the key to copy', async () => {
    const put = stubWrite('PUT', () => broadcast());
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(null);
    const section = await screen.findByRole('region', { name: DATE_LABEL });
    expect(within(section).queryByLabelText('Stream key')).toBeNull();

    fireEvent.click(within(section).getByLabelText('Limelight live stream'));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect((await within(section).findByLabelText<HTMLInputElement>('Stream key')).value).toBe('key-one');
    expect(within(section).getByLabelText<HTMLInputElement>('Server URL').value).toBe(RTMP);
    expect(within(section).getByText('Not started')).toBeTruthy();
    expect(put.mock.calls.map(([path, init]) => [path, init.params.path, init.body])).toEqual([
      ['/client_side_api/v1/management/courses/{id}/broadcasts/{dateId}', { id: 'e1', dateId: 'd1' }, { kind: 'live', recordingVisibility: 'public', recordingTierIds: [] }],
    ]);

    fireEvent.click(within(section).getByRole('button', { name: 'Copy stream key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('key-one'));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Copy stream key' }).textContent).toBe('Copied'));
    fireEvent.click(within(section).getByRole('button', { name: 'Copy server url' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(RTMP));
  });

  it('regenerates the key only once confirmed', async () => {
    const post = stubWrite('POST', () => broadcast({ streamKey: 'key-two' }));
    renderPage(broadcast());
    const section = await screen.findByRole('region', { name: DATE_LABEL });

    fireEvent.click(within(section).getByRole('button', { name: 'Regenerate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the stream key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();
    expect(within(section).getByLabelText<HTMLInputElement>('Stream key').value).toBe('key-one');

    fireEvent.click(within(section).getByRole('button', { name: 'Regenerate key' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(within(section).getByLabelText<HTMLInputElement>('Stream key').value).toBe('key-two'));
    expect(post.mock.calls.map(([path, init]) => [path, init.params.path])).toEqual([
      ['/client_side_api/v1/management/courses/{id}/broadcasts/{dateId}/stream_key', { id: 'e1', dateId: 'd1' }],
    ]);
  });

  it('asks for a valid https stream link before saving an external one', async () => {
    const put = stubWrite('PUT', ([, init]) => broadcast({ kind: 'external', externalUrl: (init.body as { externalUrl: string }).externalUrl, streamKey: 'unused' }));
    renderPage(null);
    const section = await screen.findByRole('region', { name: DATE_LABEL });
    fireEvent.click(within(section).getByLabelText('External link'));
    const link = within(section).getByLabelText(/Stream link/);

    for (const value of ['', 'http://youtube.com/live/abc', 'not a link']) {
      fireEvent.change(link, { target: { value } });
      fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
      expect((await within(section).findByRole('alert')).textContent).toBe('Please enter a valid stream link');
    }
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(link, { target: { value: 'https://www.youtube.com/live/abc' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
    expect(put.mock.calls.map(([, init]) => init.body)).toEqual([{ kind: 'external', externalUrl: 'https://www.youtube.com/live/abc' }]);
    // An external link has no key to show.
    expect(within(section).queryByLabelText('Stream key')).toBeNull();
  });

  it('makes a members-only recording only with at least one of the owner’s tiers', async () => {
    const put = stubWrite('PUT', ([, init]) => broadcast(init.body as Partial<ManagedBroadcast>));
    renderPage(broadcast(), [tier('t1', 'Friends'), tier('t2', 'Patrons')]);
    const section = await screen.findByRole('region', { name: DATE_LABEL });
    fireEvent.change(within(section).getByLabelText('Recording visibility'), { target: { value: 'members_only' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Please select at least one membership tier');
    expect(put).not.toHaveBeenCalled();

    fireEvent.click(within(section).getByLabelText('Patrons'));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledOnce());
    expect(put.mock.calls[0]![1].body).toEqual({ kind: 'live', recordingVisibility: 'members_only', recordingTierIds: ['t2'] });
  });

  it('shows a live stream’s state and, once it has ended, the recording', async () => {
    renderPage(broadcast({ status: 'live' }));
    expect(await within(await screen.findByRole('region', { name: DATE_LABEL })).findByText('Live')).toBeTruthy();
    cleanup();
    renderPage(broadcast({ status: 'ended', recordingVideoId: 'v9' }));
    const section = await screen.findByRole('region', { name: DATE_LABEL });
    expect(within(section).getByText('Ended')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Watch the recording' }).getAttribute('href')).toBe('/watch/v9');
    expect(within(dateSection()).getByRole('link', { name: /\/b\/b1$/ }).getAttribute('href')).toBe('/b/b1');
  });

  it('tells someone without admin access that they may not manage the event', async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation(() => Promise.resolve({ error: { message: 'Forbidden' }, response: new Response(null, { status: 403 }) }) as never);
    renderWithProviders(<BroadcastsPage eventId="e1" ownerId={undefined} timezone="UTC" />);
    expect(await screen.findByRole('heading', { name: 'You are not allowed to manage this event' })).toBeTruthy();
  });
});
