import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimePicker, type TimePickerProps } from './time-picker';

afterEach(cleanup);

/** The picker in a form that keeps its value, reporting each change. */
function Picker({ initial = '', onChange, ...props }: Partial<TimePickerProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <TimePicker
        label="Start time"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="Value">{value}</output>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Start time' });
const value = () => screen.getByLabelText('Value').textContent;
const list = () => screen.getByRole('listbox', { name: 'Times' });
const type = (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.blur(box());
};

describe('TimePicker', () => {
  it('offers the times between min and max every 30 minutes as hh:mm AM/PM, and chooses one with a click', () => {
    render(<Picker min="10:15" max="12:00" />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(within(list()).getAllByRole('option').map((o) => o.textContent)).toEqual(['10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM']);
    // Pressing on the list, an option or its scrollbar, leaves the focus in the input (no blur takes the typed text).
    expect(fireEvent.mouseDown(list())).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('option', { name: '11:30 AM' }))).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: '11:30 AM' }));
    expect(value()).toBe('11:30');
    expect((box() as HTMLInputElement).value).toBe('11:30 AM');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("says 'No times available' when the bounds leave none", () => {
    render(<Picker min="23:45" />);
    fireEvent.click(box());
    expect(within(list()).getByText('No times available')).toBeTruthy();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(value()).toBe('');
  });

  it('is used from the keyboard: arrows open the list and move through it, Enter chooses without submitting, Escape closes', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(<Picker initial="09:00" />);
    box().closest('form')!.addEventListener('submit', submit);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    // The list opens on the chosen time.
    expect(document.getElementById(box().getAttribute('aria-activedescendant')!)?.textContent).toBe('09:00 AM');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    const active = document.getElementById(box().getAttribute('aria-activedescendant')!)!;
    expect(active.textContent).toBe('09:30 AM');
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(value()).toBe('09:30');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(submit).not.toHaveBeenCalled();

    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    expect(value()).toBe('09:30');
  });

  it('takes typed hh:mm AM/PM, and turns a 24-hour entry into 12-hour on blur', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    type('7:05 pm');
    expect(value()).toBe('19:05');
    expect((box() as HTMLInputElement).value).toBe('07:05 PM');
    type('14:30');
    expect(value()).toBe('14:30');
    expect((box() as HTMLInputElement).value).toBe('02:30 PM');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    // Leaving it as it was reports nothing new.
    fireEvent.blur(box());
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('refuses other text and times out of bounds with an error style, and keeps the text to correct', () => {
    render(<Picker initial="10:00" min="09:00" max="17:00" />);
    type('13:00 PM');
    expect(value()).toBe('');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect((box() as HTMLInputElement).value).toBe('13:00 PM');
    expect(box().className).toContain('border-red-500');
    type('06:00 PM');
    expect(value()).toBe('');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    type('04:00 PM');
    expect(value()).toBe('16:00');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    type('');
    expect(value()).toBe('');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
  });

  it('takes typed text on Enter as well', () => {
    render(<Picker />);
    fireEvent.change(box(), { target: { value: '08:30 AM' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(value()).toBe('08:30');
  });

  it('shows a new value from outside, and its error message tied to the input', () => {
    const { rerender } = render(<TimePicker label="Start time" value="" onChange={() => undefined} />);
    rerender(<TimePicker label="Start time" value="18:00" onChange={() => undefined} error="Start time is required" />);
    expect((box() as HTMLInputElement).value).toBe('06:00 PM');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box().getAttribute('aria-describedby')!)?.textContent).toBe('Start time is required');
    expect(screen.getByLabelText('Start time')).toBe(box());
  });
});
