import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { managedEventKey } from '../api/events';
import type { ManagedEvent } from '../event-details';
import { EventDetailsEdit } from './event-details-form';

afterEach(cleanup);

const ID = '0b6f2d1e-4a59-4c1e-9a57-1f1c2d3e4f50';
const event = {
  id: ID,
  name: 'Late Night Jazz Sessions',
  description: '<p>Three nights of standards.</p>',
  category: { id: 'c1', name: 'Music' },
  tags: ['jazz', 'live'],
  poster: null,
  posterUploadId: null,
  images: [],
  imageUploadIds: [],
  videoUrl: null,
  locationSetting: 'other',
  location: { name: 'Riverside Arts Hall', address: '120 River Street', latitude: 42.25, longitude: -73.79 },
  timezone: 'America/New_York',
  private: false,
  refundsAllowed: true,
  purchaseButtonText: null,
  bannerMessages: [],
  donation: { title: 'Support the hall', suggestedAmount: 500 },
  questions: [
    { id: 'q-a', title: 'Dietary needs', position: 1, fieldType: 'TEXT', required: false },
    { id: 'q-b', title: 'Seating', position: 2, fieldType: 'DROPDOWN', required: true, content: 'Front\nBack', onlyForTickets: ['t-vip-1', 't-vip-2'] },
  ],
  collectInformationSetting: 'each-attendee',
  theme: 'dark',
  returnUrl: 'https://riverside.example/whats-on',
  currency: 'usd',
  ticketTypes: [
    { id: 't-ga-1', name: 'General admission', attendance: 'in-person' },
    { id: 't-vip-1', name: 'VIP', attendance: 'in-person' },
    { id: 't-vip-2', name: 'VIP', attendance: 'in-person' },
  ],
} as unknown as ManagedEvent;

const open = () =>
  renderWithProviders(<EventDetailsEdit id={ID} />, {
    data: [
      [managedEventKey(ID), event],
      [['get', '/client_side_api/v1/course_categories'], [{ id: 'c1', name: 'Music' }]],
    ],
  });
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const titles = () => screen.getAllByLabelText(/^Question \d title$/).map((input) => (input as HTMLInputElement).value);

describe('EventDetailsEdit', () => {
  it('fills the form with the saved event', async () => {
    open();
    expect(((await screen.findByLabelText('Event name')) as HTMLInputElement).value).toBe('Late Night Jazz Sessions');
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('jazz, live');
    expect((screen.getByLabelText('Venue name') as HTMLInputElement).value).toBe('Riverside Arts Hall');
    expect((screen.getByLabelText('Suggested amount (USD)') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Page theme') as HTMLSelectElement).value).toBe('dark');
    expect((screen.getByLabelText('Page theme') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Dark');
    expect((screen.getByLabelText('Return address') as HTMLInputElement).value).toBe('https://riverside.example/whats-on');
    expect(titles()).toEqual(['Dietary needs', 'Seating']);
    expect((screen.getByLabelText('Question 2 options') as HTMLTextAreaElement).value).toBe('Front\nBack');
    // VIP is one choice covering both of its dates.
    expect((within(question(2)).getByLabelText('VIP') as HTMLInputElement).checked).toBe(true);
    expect((within(question(2)).getByLabelText('General admission') as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' }).textContent).toBe('Three nights of standards.'));
  });

  it('shows the event’s time zone, even one the browser does not list (never blank)', async () => {
    open();
    expect(((await screen.findByLabelText('Time zone')) as HTMLSelectElement).value).toBe('America/New_York');
    cleanup();
    renderWithProviders(<EventDetailsEdit id={ID} />, { data: [[managedEventKey(ID), { ...event, timezone: 'UTC' }]] });
    const zone = (await screen.findByLabelText('Time zone')) as HTMLSelectElement;
    expect(zone.value).toBe('UTC');
    expect(zone.selectedOptions[0]?.textContent).toBe('UTC');
  });

  it('adds, reorders and removes questions, and shows the options or terms field by type', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a question' }));
    fireEvent.change(screen.getByLabelText('Question 3 title'), { target: { value: 'House rules' } });
    expect(screen.queryByLabelText('Question 3 terms')).toBeNull();
    fireEvent.change(screen.getByLabelText('Question 3 type'), { target: { value: 'TERMS' } });
    expect(await screen.findByLabelText('Question 3 terms')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(titles()).toEqual(['Dietary needs', 'House rules', 'Seating']);
    expect((screen.getByRole('button', { name: 'Move question 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(titles()).toEqual(['House rules', 'Seating']);
  });

  it('shows the form’s messages instead of saving', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('Event name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(screen.getByLabelText('Question 3 type'), { target: { value: 'DROPDOWN' } });
    fireEvent.change(screen.getByLabelText('Video URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(screen.getByLabelText('Return address'), { target: { value: 'riverside.example' } });
    fireEvent.change(screen.getByLabelText('Suggested amount (USD)'), { target: { value: '1000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const messages = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    await waitFor(async () =>
      expect(await messages()).toEqual(
        expect.arrayContaining([
          'Event name is required',
          'Question title is required',
          'Add the options of the dropdown question',
          'Video URL must be a web address (http or https)',
          'Return address must be a web address (http or https)',
          'Suggested donation must be between $0 and $1000',
        ]),
      ),
    );
  });
});
