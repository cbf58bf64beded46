import { describe, expect, it } from 'vitest';
import { donationProblem, ticketGroups, toFields, toRequest, type ManagedEvent } from './event-details';
import { videoEmbedUrl } from './video-embed';

const ticket = (id: string, name: string, attendance: 'in-person' | 'online' = 'in-person') => ({ id, name, attendance }) as ManagedEvent['ticketTypes'][number];

describe('event details', () => {
  it('turns the form back into the request: positions by order, amounts in minor units, venue fields only for a venue', () => {
    const event = {
      name: 'Jazz',
      description: '<p>Hi</p>',
      category: null,
      tags: ['jazz'],
      posterUploadId: null,
      imageUploadIds: ['a'],
      videoUrl: null,
      locationSetting: 'other',
      location: { name: 'Hall', address: '1 River St', latitude: 41.2, longitude: -73.8 },
      timezone: 'America/New_York',
      private: false,
      refundsAllowed: true,
      purchaseButtonText: null,
      bannerMessages: [],
      donation: { title: 'Support us', suggestedAmount: 1250 },
      questions: [
        { id: 'q2', title: 'Second', position: 2, fieldType: 'TEXT', required: false },
        { id: 'q1', title: 'First', position: 1, fieldType: 'DROPDOWN', required: true, content: 'A\nB', onlyForTickets: ['t1'] },
      ],
      collectInformationSetting: 'each-attendee',
      theme: 'dark',
      returnUrl: null,
      currency: 'usd',
    } as unknown as ManagedEvent;
    const fields = toFields(event);
    expect(fields.donation.suggestedAmount).toBe('12.5');
    expect(fields.questions.map((q) => q.questionId)).toEqual(['q1', 'q2']);

    fields.questions.reverse();
    fields.questions.push({ questionId: '', title: ' New ', fieldType: 'TERMS', required: true, content: ' Be kind ', onlyForTickets: [] });
    fields.tags = 'jazz, live , jazz,';
    const body = toRequest(fields, 'usd');
    expect(body.questions).toEqual([
      { id: 'q2', title: 'Second', position: 1, fieldType: 'TEXT', required: false },
      { id: 'q1', title: 'First', position: 2, fieldType: 'DROPDOWN', required: true, content: 'A\nB', onlyForTickets: ['t1'] },
      { title: 'New', position: 3, fieldType: 'TERMS', required: true, content: 'Be kind' },
    ]);
    expect(body).toMatchObject({ tags: ['jazz', 'live'], images: ['a'], latitude: 41.2, longitude: -73.8, donation: { title: 'Support us', suggestedAmount: 1250 } });

    // The theme as chosen; a return address trimmed, an empty one sent as null (the event page).
    expect(body).toMatchObject({ theme: 'dark', returnUrl: null });
    fields.returnUrl = ' https://riverside.example/whats-on ';
    expect(toRequest(fields, 'usd').returnUrl).toBe('https://riverside.example/whats-on');

    fields.locationSetting = 'tba';
    expect(toRequest(fields, 'usd')).toMatchObject({ locationSetting: 'tba', locationName: null, locationAddress: null, latitude: null, longitude: null });
  });

  it('groups ticket types by name and attendance across dates', () => {
    expect(ticketGroups([ticket('a1', 'General'), ticket('b1', 'Stream', 'online'), ticket('a2', 'General')])).toEqual([
      { label: 'General', ids: ['a1', 'a2'] },
      { label: 'Stream (online)', ids: ['b1'] },
    ]);
  });

  it('caps the suggested donation at 100000 minor units', () => {
    expect(donationProblem('', 'usd')).toBeNull();
    expect(donationProblem('1000', 'usd')).toBeNull();
    expect(donationProblem('1000.01', 'usd')).toBe('Suggested donation must be between $0 and $1000');
    expect(donationProblem('-5', 'usd')).toBe('Suggested donation must be between $0 and $1000');
    expect(donationProblem('ten', 'usd')).toBe('Suggested donation must be between $0 and $1000');
    expect(donationProblem('100000', 'jpy')).toBeNull();
  });

  it('embeds YouTube and Vimeo videos and leaves other addresses as links', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871?h=abc')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://example.com/trailer.mp4')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch')).toBeNull();
    expect(videoEmbedUrl('not a url')).toBeNull();
  });
});
