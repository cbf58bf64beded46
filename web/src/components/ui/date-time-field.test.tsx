import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field';

afterEach(cleanup);

function Field({ initial = '', ...props }: Partial<DateTimeFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Sales start" {...props} value={value} onChange={setValue} />
      <output aria-label="Value">{value}</output>
    </>
  );
}

const value = () => screen.getByLabelText('Value').textContent;
const date = () => screen.getByLabelText('Sales start date') as HTMLInputElement;
const time = () => screen.getByRole('combobox', { name: 'Sales start time' }) as HTMLInputElement;
const typeTime = (text: string) => {
  fireEvent.change(time(), { target: { value: text } });
  fireEvent.blur(time());
};

describe('DateTimeField', () => {
  it('makes the datetime-local value of a date and a time, keeping a half-filled one', () => {
    render(<Field legend="Starts" />);
    expect(screen.getByRole('group', { name: 'Sales start' }).textContent).toContain('Starts');
    fireEvent.change(date(), { target: { value: '2030-06-05' } });
    expect(value()).toBe('2030-06-05T');
    typeTime('19:00');
    expect(value()).toBe('2030-06-05T19:00');
    expect(time().value).toBe('07:00 PM');
    fireEvent.change(date(), { target: { value: '' } });
    expect(value()).toBe('T19:00');
    typeTime('');
    expect(value()).toBe('');
  });

  it('shows the value it is given', () => {
    render(<Field initial="2030-06-05T09:30" />);
    expect(date().value).toBe('2030-06-05');
    expect(time().value).toBe('09:30 AM');
  });

  it('offers only the times within min and max on their days, none on a date outside them, and drops a time a new date does not allow', () => {
    render(<Field initial="2030-06-06T10:00" min="2030-06-05T18:30" max="2030-06-07T09:00" />);
    expect([date().min, date().max]).toEqual(['2030-06-05', '2030-06-07']);
    const options = () => {
      fireEvent.click(time());
      const shown = within(screen.getByRole('listbox', { name: 'Times' })).getAllByRole('option').map((o) => o.textContent);
      fireEvent.keyDown(time(), { key: 'Escape' });
      return shown;
    };
    expect(options()).toHaveLength(48);

    fireEvent.change(date(), { target: { value: '2030-06-07' } });
    expect(value()).toBe('2030-06-07T');
    expect(options()).toEqual(['12:00 AM', '12:30 AM', '01:00 AM', '01:30 AM', '02:00 AM', '02:30 AM', '03:00 AM', '03:30 AM', '04:00 AM', '04:30 AM', '05:00 AM', '05:30 AM', '06:00 AM', '06:30 AM', '07:00 AM', '07:30 AM', '08:00 AM', '08:30 AM', '09:00 AM']);
    typeTime('09:15 AM');
    expect(value()).toBe('2030-06-07T');
    expect(time().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(date(), { target: { value: '2030-06-05' } });
    typeTime('7:00 PM');
    expect(value()).toBe('2030-06-05T19:00');
    expect(options()[0]).toBe('06:30 PM');

    fireEvent.change(date(), { target: { value: '2030-06-08' } });
    expect(value()).toBe('2030-06-08T');
    expect(date().getAttribute('aria-invalid')).toBe('true');
    expect(options()).toEqual(['No times available']);
  });

  it('shows the form’s error on both inputs', () => {
    render(<Field error="Add a time" />);
    expect(screen.getByRole('alert').textContent).toBe('Add a time');
    for (const input of [date(), time()]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Add a time');
    }
  });
});
