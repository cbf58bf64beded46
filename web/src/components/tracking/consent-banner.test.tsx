import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Banner = typeof import('./consent-banner');

const NONE = { googleAnalyticsId: null, metaPixelId: null, googleTagManagerContainerId: null };
const META = { ...NONE, metaPixelId: '123456789012345' };

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

let ConsentBanner: Banner['ConsentBanner'];

beforeEach(async () => {
  // A fresh page: no pixel loaded yet.
  vi.resetModules();
  ({ ConsentBanner } = await import('./consent-banner'));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.querySelectorAll('script, meta[name^="tracking-"]').forEach((element) => element.remove());
  delete window.fbq;
  delete window._fbq;
  delete window.gtag;
  delete window.dataLayer;
});

describe('the cookie consent banner', () => {
  it('is not shown where neither the owner nor the environment has a pixel id', () => {
    render(<ConsentBanner owner={NONE} />);
    expect(banner()).toBeNull();
  });

  it('names the services with an id, loads them on Accept and is not asked again', () => {
    const { unmount } = render(<ConsentBanner owner={{ ...META, googleTagManagerContainerId: 'GTM-5XK2Q9' }} />);
    expect(banner()?.textContent).toContain('This page uses cookies from Meta and Google Tag Manager to measure visits and ticket sales.');
    expect(scripts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-5XK2Q9']);

    unmount();
    render(<ConsentBanner owner={META} />);
    expect(banner()).toBeNull();
  });

  it('loads nothing on Decline and is not asked again', () => {
    const { unmount } = render(<ConsentBanner owner={META} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    unmount();
    render(<ConsentBanner owner={META} />);
    expect(banner()).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('hands the focus on to the page’s heading once answered from the keyboard', () => {
    render(
      <main>
        <ConsentBanner owner={META} />
        <h1>Porch Songs</h1>
      </main>,
    );
    const decline = screen.getByRole('button', { name: 'Decline' });
    decline.focus();
    fireEvent.click(decline);
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Porch Songs' }));
  });

  it('sits in the checkout’s summary bar below 768 px, where a floating banner would cover the express buttons, and over the page from 768 px up', () => {
    const checkout = () => (
      <>
        <ConsentBanner owner={META} placement="page" />
        <div aria-label="Order summary">
          <ConsentBanner owner={META} placement="summary-bar" />
        </div>
      </>
    );
    for (const [wide, inBar] of [
      [false, true],
      [true, false],
    ]) {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 768px)' && wide, addEventListener: () => undefined, removeEventListener: () => undefined }));
      try {
        const { unmount } = render(checkout());
        expect(screen.getAllByRole('region', { name: 'Cookie consent' })).toHaveLength(1);
        expect(!!banner()!.closest('[aria-label="Order summary"]')).toBe(inBar);
        expect(banner()!.className.includes('fixed')).toBe(!inBar);
        unmount();
      } finally {
        vi.unstubAllGlobals();
      }
    }
  });

  it("is shown for the environment's own id when the owner has none", () => {
    const meta = document.createElement('meta');
    meta.name = 'tracking-google-analytics-id';
    meta.content = 'G-LIME123';
    document.head.append(meta);
    render(<ConsentBanner owner={NONE} />);
    expect(banner()?.textContent).toContain('cookies from Google Analytics');
  });
});
