import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { socialLinks } from '../../lib/site';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';

afterEach(cleanup);

describe('footer', () => {
  it('shows only the social accounts whose address is configured', () => {
    expect(socialLinks({})).toEqual([]);
    expect(socialLinks({ VITE_SOCIAL_X_URL: ' https://x.com/limelight ', VITE_SOCIAL_YOUTUBE_URL: '' })).toEqual([{ label: 'X', href: 'https://x.com/limelight' }]);
    expect(socialLinks({ VITE_SOCIAL_INSTAGRAM_URL: 'https://instagram.com/limelight', VITE_SOCIAL_FACEBOOK_URL: 'https://facebook.com/limelight' }).map((l) => l.label)).toEqual([
      'Instagram',
      'Facebook',
    ]);
  });

  it('leads to the help pages and, with no social account configured, shows no social links', async () => {
    renderWithProviders(<Footer />);
    expect((await screen.findByRole('link', { name: 'Knowledge base' })).getAttribute('href')).toBe('/help');
    expect(screen.queryByRole('navigation', { name: 'Social' })).toBeNull();
  });
});
