import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { VideoCardData } from '../api/videos';
import { VideoCard } from './video-card';
import { VideoGrid } from './video-grid';

afterEach(cleanup);

const video = (overrides: Partial<VideoCardData> = {}): VideoCardData => ({
  id: 'v1',
  title: 'Backstage at the Blue Room',
  thumbnail: '/client_side_api/v1/file_uploads/t1',
  membersOnly: false,
  membersOnlyBlur: false,
  uploadedAt: '2026-03-08T01:30:00.000Z',
  viewCount: 1250,
  likeCount: 4,
  owner: { id: 'o1', name: 'Riverside Arts Collective', username: 'riverside', type: 'school', avatar: null },
  ...overrides,
});

const thumbnailOf = (article: HTMLElement) => article.querySelector('img')!;

describe('VideoCard', () => {
  it('shows the thumbnail, title, owner and abbreviated views', async () => {
    renderWithProviders(<VideoCard video={video()} />);
    const article = await screen.findByRole('article', { name: 'Backstage at the Blue Room' });
    expect(thumbnailOf(article).getAttribute('src')).toBe('/client_side_api/v1/file_uploads/t1');
    expect(within(article).getByText('1.2k views')).toBeTruthy();
    expect(within(article).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/watch/v1', '/o/riverside']);
    expect(within(article).queryByText('Members only')).toBeNull();
    expect(thumbnailOf(article).className).not.toContain('blur');
  });

  it('leads to the video’s watch page from its title', async () => {
    const { router } = renderWithProviders(<VideoCard video={video()} />);
    const article = await screen.findByRole('article');
    fireEvent.click(within(article).getByRole('link', { name: 'Backstage at the Blue Room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/watch/v1'));
  });

  it('says view for one and leads to a person’s profile under /p', async () => {
    renderWithProviders(<VideoCard video={video({ viewCount: 1, owner: { id: 'u1', name: 'Maya Lind', username: 'maya', type: 'user', avatar: null } })} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('1 view')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Maya Lind' }).getAttribute('href')).toBe('/p/maya');
  });

  it('blurs the thumbnail with a Members only badge when the viewer may not watch it', async () => {
    renderWithProviders(<VideoCard video={video({ membersOnly: true, membersOnlyBlur: true })} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Members only')).toBeTruthy();
    expect(thumbnailOf(article).className).toContain('blur');
  });

  it('shows a members-only video plainly to a viewer who may watch it', async () => {
    renderWithProviders(<VideoCard video={video({ membersOnly: true, membersOnlyBlur: false })} />);
    const article = await screen.findByRole('article');
    expect(within(article).queryByText('Members only')).toBeNull();
    expect(thumbnailOf(article).className).not.toContain('blur');
  });

  it('shows the designed default without a thumbnail or when it fails to load', async () => {
    renderWithProviders(<VideoCard video={video({ thumbnail: null })} />);
    expect(thumbnailOf(await screen.findByRole('article')).getAttribute('src')).toBe('/images/default-video.svg');
    cleanup();
    renderWithProviders(<VideoCard video={video()} />);
    const img = thumbnailOf(await screen.findByRole('article'));
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/default-video.svg');
  });
});

describe('VideoGrid', () => {
  it('shows at most `limit` videos, in the order given', async () => {
    const videos = ['a', 'b', 'c', 'd'].map((id) => video({ id, title: `Video ${id}` }));
    renderWithProviders(<VideoGrid videos={videos} limit={3} label="Videos" />);
    const list = await screen.findByRole('list', { name: 'Videos' });
    expect(within(list).getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Video a', 'Video b', 'Video c']);
  });
});
