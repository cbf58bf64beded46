import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LivePlayer } from './live-player';

// hls.js needs Media Source Extensions, which jsdom lacks: a stand-in records what the player asks of it.
const hls = vi.hoisted(() => ({ players: [] as { sources: string[]; media: HTMLMediaElement | null; destroyed: boolean }[] }));
vi.mock('hls.js', () => ({
  default: class {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    sources: string[] = [];
    media: HTMLMediaElement | null = null;
    destroyed = false;
    constructor() {
      hls.players.push(this);
    }
    on() {}
    loadSource(src: string) {
      this.sources.push(src);
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
  },
}));

afterEach(() => {
  cleanup();
  hls.players.length = 0;
  vi.restoreAllMocks();
});

const PLAYLIST = '/client_side_api/v1/broadcasts/b1/hls/index.m3u8?expires=1&signature=s';
/** Lets the player's dynamic import of hls.js settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the live player', () => {
  it('plays the playlist with hls.js and destroys it when the page is left', async () => {
    const { getByLabelText, unmount } = render(<LivePlayer src={PLAYLIST} label="Harvest Moon live stream" />);
    await settle();
    expect(hls.players).toHaveLength(1);
    expect(hls.players[0]!.sources).toEqual([PLAYLIST]);
    expect(hls.players[0]!.media).toBe(getByLabelText('Harvest Moon live stream'));
    unmount();
    expect(hls.players[0]!.destroyed).toBe(true);
  });

  it('starts no player when the page is left before hls.js has loaded', async () => {
    const { unmount } = render(<LivePlayer src={PLAYLIST} label="Harvest Moon live stream" />);
    unmount();
    await settle();
    expect(hls.players).toHaveLength(0);
  });

  it('plays natively where the browser can (Safari) and lets go of the stream when the page is left', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const { getByLabelText, unmount } = render(<LivePlayer src={PLAYLIST} label="Harvest Moon live stream" />);
    const video = getByLabelText('Harvest Moon live stream') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(PLAYLIST);
    unmount();
    await settle();
    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalled();
    expect(hls.players).toHaveLength(0);
  });
});
