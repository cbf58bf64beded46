import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomCalendarPage } from './custom-calendar-page';
import { cleanColorInput, colorError } from './generator-rules';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SITE = 'https://limelight.example';
const DEFAULT_QUERY = 'bgColor=ffffff&textColor=000000&highlColor=d60b52&showImage=true&defaultLayout=list&showDescription=true&showTicketsButton=true&browseByDate=true&showBackButton=true&enableSearch=true';

const renderPage = (type: 'User' | 'School' = 'School') => render(<CustomCalendarPage owner={{ username: 'riverside', type }} site={SITE} />);
const colorInput = (label: string) => screen.getByRole('textbox', { name: label });

describe('calendar generator colour rules (seed 001 §5)', () => {
  it('drops a leading #, uppercases and keeps at most 7 characters', () => {
    expect(cleanColorInput('#d60b52')).toBe('D60B52');
    expect(cleanColorInput('abc')).toBe('ABC');
    expect(cleanColorInput('ffffffff')).toBe('FFFFFFF');
    expect(cleanColorInput('##123456')).toBe('#12345');
  });

  it('takes six hex digits only', () => {
    expect(colorError('Background color', 'FFFFFF')).toBeUndefined();
    expect(colorError('Background color', 'FFFFF')).toBe('Invalid background color');
    expect(colorError('Button color', 'FFFFFFF')).toBe('Invalid button color');
    expect(colorError('Text color', 'GGGGGG')).toBe('Invalid text color');
  });
});

describe('Custom Calendar tab', () => {
  it('starts from the defaults and previews the calendar beside the form', () => {
    renderPage();
    expect([colorInput('Background color'), colorInput('Text color'), colorInput('Button color')].map((input) => (input as HTMLInputElement).value)).toEqual(['FFFFFF', '000000', 'D60B52']);
    for (const name of ['Show image', 'Show description', 'Show tickets button', 'Browse by date', 'Show back button', 'Enable search']) {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(true);
    }
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'list' }).checked).toBe(true);
    expect(screen.getByTitle('Calendar preview').getAttribute('src')).toBe(`/calendar/o/riverside?${DEFAULT_QUERY}`);
  });

  it('cleans typed colours and refuses invalid ones: no link until each is six hex digits', () => {
    renderPage();
    fireEvent.change(colorInput('Button color'), { target: { value: '#00a8' } });
    expect((colorInput('Button color') as HTMLInputElement).value).toBe('00A8');
    expect(screen.getByRole('alert').textContent).toBe('Invalid button color');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Link' }).disabled).toBe(true);
    fireEvent.change(colorInput('Button color'), { target: { value: '00a86b' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Link' }).disabled).toBe(false);
  });

  it("gives the link of the chosen options in 'Voila!', copies it ('Link copied' for 2 seconds) and visits it in a new tab", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('User');
    fireEvent.change(colorInput('Background color'), { target: { value: '101820' } });
    fireEvent.click(screen.getByRole('radio', { name: 'grid' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show description' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enable search' }));
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'Jazz' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'live,' } });
    expect(screen.getByRole('button', { name: 'Remove tag jazz' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Link' }));

    const dialog = screen.getByRole('dialog', { name: 'Voila!' });
    const link = `${SITE}/calendar/p/riverside?bgColor=101820&textColor=000000&highlColor=d60b52&showImage=true&defaultLayout=grid&showDescription=false&showTicketsButton=true&browseByDate=true&showBackButton=true&enableSearch=false&tags=jazz,live`;
    expect((within(dialog).getByRole('textbox', { name: 'Calendar link' }) as HTMLInputElement).value).toBe(link);
    const visit = within(dialog).getByRole('link', { name: 'Visit Page' });
    expect([visit.getAttribute('href'), visit.getAttribute('target')]).toEqual([link, '_blank']);
    expect((within(dialog).getByRole('textbox', { name: 'Calendar feed' }) as HTMLInputElement).value).toBe(`${SITE}/calendar/p/riverside.ics`);

    vi.useFakeTimers();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(dialog).getByRole('button', { name: 'Link copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(within(dialog).getByRole('button', { name: 'Link copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('follows the form in the preview once typing pauses', () => {
    vi.useFakeTimers();
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show image' }));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTitle('Calendar preview').getAttribute('src')).toContain('showImage=true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTitle('Calendar preview').getAttribute('src')).toContain('showImage=false');
  });

  it('removes tags with their button or Backspace', () => {
    renderPage();
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'jazz, folk,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag jazz' }));
    expect(screen.queryByRole('button', { name: 'Remove tag jazz' })).toBeNull();
    fireEvent.keyDown(tags, { key: 'Backspace' });
    expect(screen.queryByRole('button', { name: 'Remove tag folk' })).toBeNull();
  });
});
