import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a page that has loaded no part showing toasts (fresh modules).
let toaster: typeof import('./toaster');
beforeEach(async () => {
  vi.resetModules();
  toaster = await import('./toaster');
});
afterEach(cleanup);

describe('the app’s toasts', () => {
  it('are nothing on a page that shows none, and appear once a part that shows them has loaded', async () => {
    const { container } = render(<toaster.Toasts />);
    expect(container.innerHTML).toBe('');
    const { toast } = await import('./toast');
    toast.success('Promo code created successfully');
    expect(await screen.findByText('Promo code created successfully')).toBeTruthy();
  });

  it('show an error of the navigation or the event page, whose code loads no toasts with it', async () => {
    render(<toaster.Toasts />);
    toaster.showErrorToast('Could not follow this profile');
    expect(await screen.findByText('Could not follow this profile')).toBeTruthy();
  });
});
