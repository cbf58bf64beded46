import { cleanup, screen } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { loginHref, loginSearch } from './login';

afterEach(cleanup);

describe('login address', () => {
  it('leads to /auth with the way back encoded as redirect_to', () => {
    expect(loginHref('/my_orders')).toBe('/auth?redirect_to=%2Fmy_orders');
    expect(loginHref('/p/maya?tab=events&follow=true')).toBe('/auth?redirect_to=%2Fp%2Fmaya%3Ftab%3Devents%26follow%3Dtrue');
  });

  it('brings back the exact path and query, whatever they hold', () => {
    const back = '/event/new?step=1&type=jaan&q=a b+c#x';
    const url = new URL(loginHref(back), 'http://limelight.test');
    expect(url.pathname).toBe('/auth');
    expect([...url.searchParams]).toEqual([['redirect_to', back]]);
  });

  it('is the same address a router link to /auth with loginSearch gets', async () => {
    const back = '/o/riverside/membership?claim=a b&x=1';
    renderWithProviders(
      <Link to="/auth" search={loginSearch(back)}>
        Log in
      </Link>,
    );
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(loginHref(back));
  });
});
