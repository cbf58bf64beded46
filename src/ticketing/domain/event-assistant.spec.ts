import { converse, eventCreated, startConversation, type AssistantState, type DialogueTurn, type EventPlan } from './event-assistant.js';
import {
  cleanName,
  parseVenue,
  Scanner,
  takeDate,
  takePrice,
  takeQuantity,
  takeTimes,
  takeTimezone,
  zonedToUtc,
  type CalendarDate,
} from './event-assistant-language.js';

// Tuesday, Nov 24, 2026, 10:00 in New York.
const NOW = new Date('2026-11-24T15:00:00Z');
const TODAY: CalendarDate = { year: 2026, month: 11, day: 24 };

const date = (text: string, today = TODAY) => takeDate(new Scanner(text), today);
const times = (text: string) => takeTimes(new Scanner(text));
const price = (text: string, fallback: Parameters<typeof takePrice>[1] = 'usd') => takePrice(new Scanner(text), fallback);
const quantity = (text: string) => takeQuantity(new Scanner(text));

describe('reading dates', () => {
  it.each([
    ['Dec 5 at 8pm', { year: 2026, month: 12, day: 5 }],
    ['December 5th', { year: 2026, month: 12, day: 5 }],
    ['Sat, Dec 5, 2026', { year: 2026, month: 12, day: 5 }],
    ['on Saturday, December 5', { year: 2026, month: 12, day: 5 }],
    ['5 December 2027', { year: 2027, month: 12, day: 5 }],
    ['the 5th of December', { year: 2026, month: 12, day: 5 }],
    ['12/5', { year: 2026, month: 12, day: 5 }],
    ['25/12', { year: 2026, month: 12, day: 25 }],
    ['12/05/2027', { year: 2027, month: 12, day: 5 }],
    ['tomorrow', { year: 2026, month: 11, day: 25 }],
    ['the day after tomorrow', { year: 2026, month: 11, day: 26 }],
    ['tonight', { year: 2026, month: 11, day: 24 }],
    ['this friday', { year: 2026, month: 11, day: 27 }],
    ['next Tuesday', { year: 2026, month: 12, day: 1 }],
    ['in 2 weeks', { year: 2026, month: 12, day: 8 }],
    ['in three days', { year: 2026, month: 11, day: 27 }],
  ])('reads “%s”', (text, expected) => {
    expect(date(text)).toEqual({ date: expected });
  });

  it('takes the time an ISO date carries', () => {
    expect(date('2026-12-05 20:00')).toEqual({ date: { year: 2026, month: 12, day: 5 }, time: { hour: 20, minute: 0 } });
    expect(date('2026-12-05T19:30')).toEqual({ date: { year: 2026, month: 12, day: 5 }, time: { hour: 19, minute: 30 } });
  });

  it('rolls a date without a year that has passed this year into the next', () => {
    expect(date('Jan 10')).toEqual({ date: { year: 2027, month: 1, day: 10 } });
    expect(date('Nov 24')).toEqual({ date: TODAY });
    expect(date('Feb 29')).toEqual({ date: { year: 2028, month: 2, day: 29 } });
  });

  it('flags dates that do not exist, and reads nothing where there is no date', () => {
    expect(date('Feb 30')).toEqual({ invalid: true });
    expect(date('2026-13-01')).toEqual({ invalid: true });
    expect(date('Jazz Night')).toBeNull();
    expect(date('100 tickets at $20')).toBeNull();
    expect(date('Sun Ra Tribute')).toBeNull();
  });
});

describe('reading times', () => {
  it.each([
    ['8pm', { start: { hour: 20, minute: 0 } }],
    ['at 8:30 p.m.', { start: { hour: 20, minute: 30 } }],
    ['10 AM', { start: { hour: 10, minute: 0 } }],
    ['12am', { start: { hour: 0, minute: 0 } }],
    ['12pm', { start: { hour: 12, minute: 0 } }],
    ['20:00', { start: { hour: 20, minute: 0 } }],
    ['noon', { start: { hour: 12, minute: 0 } }],
    ['midnight', { start: { hour: 0, minute: 0 } }],
    ['8-11pm', { start: { hour: 20, minute: 0 }, end: { hour: 23, minute: 0 } }],
    ['7pm to 10:30pm', { start: { hour: 19, minute: 0 }, end: { hour: 22, minute: 30 } }],
    ['11-2pm', { start: { hour: 11, minute: 0 }, end: { hour: 14, minute: 0 } }],
    ['19:00-23:00', { start: { hour: 19, minute: 0 }, end: { hour: 23, minute: 0 } }],
    ['doors 7pm, show until 11pm', { start: { hour: 19, minute: 0 }, end: { hour: 23, minute: 0 } }],
  ])('reads “%s”', (text, expected) => {
    expect(times(text)).toEqual({ end: undefined, ...expected });
  });

  it('reads no time in prices, quantities or impossible hours', () => {
    expect(times('$20, 100 tickets')).toEqual({ start: undefined, end: undefined });
    expect(times('13pm')).toEqual({ start: undefined, end: undefined });
    expect(times('25:00')).toEqual({ start: undefined, end: undefined });
  });
});

describe('reading prices and quantities', () => {
  it.each([
    ['$20', { amount: 2000, currency: 'usd' }],
    ['$12.50', { amount: 1250, currency: 'usd' }],
    ['€15,50', { amount: 1550, currency: 'eur' }],
    ['20 dollars', { amount: 2000, currency: 'usd' }],
    ['£10', { amount: 1000, currency: 'gbp' }],
    ['¥2000', { amount: 2000, currency: 'jpy' }],
    ['USD 25', { amount: 2500, currency: 'usd' }],
    ['MX$200', { amount: 20000, currency: 'mxn' }],
    ['$1,000', { amount: 100000, currency: 'usd' }],
    ['30 euros', { amount: 3000, currency: 'eur' }],
    ['free', { amount: 0, currency: 'usd' }],
    ['free entry', { amount: 0, currency: 'usd' }],
  ])('reads “%s”', (text, expected) => {
    expect(price(text)).toEqual(expected);
  });

  it('reads "$" as the owner’s own dollar when they use one', () => {
    expect(price('$20', 'cad')).toEqual({ amount: 2000, currency: 'cad' });
    expect(price('$20', 'eur')).toEqual({ amount: 2000, currency: 'usd' });
  });

  it('reads no price without a currency marker', () => {
    expect(price('100 tickets')).toBeNull();
    expect(price('20')).toBeNull();
  });

  it.each([
    ['100 tickets', 100],
    ['capacity 80', 80],
    ['up to 50 people', 50],
    ['1,500 seats', 1500],
    ['$20 each, 40 available', 40],
  ])('reads the quantity in “%s”', (text, expected) => {
    expect(quantity(text)).toBe(expected);
  });

  it('does not read a price as a quantity', () => {
    expect(quantity('$20 tickets')).toBeNull();
  });
});

describe('reading places, time zones and names', () => {
  it('splits a venue into its name and address', () => {
    expect(parseVenue('Riverside Hall, 120 River Street, Hudson NY')).toEqual({ kind: 'venue', name: 'Riverside Hall', address: '120 River Street, Hudson NY' });
    expect(parseVenue('at the Blue Note')).toEqual({ kind: 'venue', name: 'the Blue Note', address: null });
    expect(parseVenue('120 River Street, Hudson')).toEqual({ kind: 'venue', name: null, address: '120 River Street, Hudson' });
    expect(parseVenue('...')).toBeNull();
  });

  it('reads IANA time zones in their canonical spelling', () => {
    expect(takeTimezone(new Scanner('times are in europe/berlin'))).toBe('Europe/Berlin');
    expect(takeTimezone(new Scanner('and/or'))).toBeNull();
  });

  it.each([
    ['Jazz Night', 'Jazz Night'],
    ['It’s called “Jazz Night”.', 'Jazz Night'],
    ['jazz night', 'Jazz Night'],
    ['The name is Harbour Lights', 'Harbour Lights'],
    ['I want to create an event called Poetry Slam', 'Poetry Slam'],
    ["Hi, we're planning a concert called Winter Songs!", 'Winter Songs'],
  ])('reads the name in “%s”', (text, expected) => {
    expect(cleanName(text)).toBe(expected);
  });

  it('reads no name in greetings or chatter', () => {
    expect(cleanName('hi')).toBeNull();
    expect(cleanName('I want to create an event')).toBeNull();
    expect(cleanName('123')).toBeNull();
  });

  it("turns a wall-clock time in the event's zone into an instant, across daylight saving time", () => {
    expect(zonedToUtc({ year: 2026, month: 12, day: 5 }, { hour: 20, minute: 0 }, 'America/New_York').toISOString()).toBe('2026-12-06T01:00:00.000Z');
    expect(zonedToUtc({ year: 2026, month: 7, day: 4 }, { hour: 20, minute: 0 }, 'America/New_York').toISOString()).toBe('2026-07-05T00:00:00.000Z');
    expect(zonedToUtc({ year: 2026, month: 3, day: 29 }, { hour: 12, minute: 30 }, 'Europe/Berlin').toISOString()).toBe('2026-03-29T10:30:00.000Z');
  });
});

/** Plays a conversation as the server does: the state goes through JSON between turns. */
function talk(messages: string[], now = NOW, opening = startConversation('Riverside Arts Collective', 'America/New_York', 'usd')) {
  let state: AssistantState = opening.state;
  const turns: DialogueTurn[] = [];
  for (const message of messages) {
    const turn = converse(JSON.parse(JSON.stringify(state)) as AssistantState, message, now);
    turns.push(turn);
    state = turn.state;
  }
  const last = turns.at(-1)!;
  return { state, turns, last, reply: 'reply' in last ? last.reply : '', plan: 'create' in last ? last.create : undefined };
}

describe('the conversation', () => {
  it('greets, names the owner and asks for the name first', () => {
    const { reply, state } = startConversation('Riverside Arts Collective', 'America/New_York', 'usd');
    expect(reply).toContain("Hi, I'm Jaan! I'll help you create an event for Riverside Arts Collective. What's the name of your event?");
    expect(state).toEqual({ stage: 'collecting', timezone: 'America/New_York', currency: 'usd', draft: {} });
  });

  it('asks for each missing answer in turn, summarises, and plans the draft event on “yes”', () => {
    const { turns, plan } = talk(['Jazz Night', 'Dec 5 at 8pm', 'Riverside Hall, 120 River Street, Hudson NY', '$20', '100', 'yes']);
    const replies = turns.map((turn) => ('reply' in turn ? turn.reply : ''));
    expect(replies[0]).toBe('Got it: “Jazz Night”. When does it start? Tell me the date and time, for example “Dec 5 at 8pm” or “2026-12-05 20:00”.');
    expect(replies[1]).toMatch(/^Got it: Sat, Dec 5, 2026 at 8:00 PM\. Where will it take place\?/);
    expect(replies[2]).toMatch(/^Got it: at Riverside Hall, 120 River Street, Hudson NY\. Now the tickets: what does a ticket cost, and how many are there\?/);
    expect(replies[3]).toBe('Got it: $20 a ticket. How many tickets are available? For example “100”.');
    expect(replies[4]).toBe(
      'Got it: 100 tickets.\n\nHere is your event:\n• Name: Jazz Night\n• When: Sat, Dec 5, 2026, 8:00 PM (America/New_York)\n' +
        '• Where: Riverside Hall, 120 River Street, Hudson NY\n• Tickets: General admission, $20, 100 available\nShall I create it as a draft event? Reply “yes”, or tell me what to change.',
    );
    expect(plan).toEqual<EventPlan>({
      name: 'Jazz Night',
      timezone: 'America/New_York',
      startsAt: '2026-12-06T01:00:00.000Z',
      endsAt: null,
      place: { kind: 'venue', name: 'Riverside Hall', address: '120 River Street, Hudson NY' },
      ticket: { name: 'General admission', attendance: 'in-person', price: 2000, currency: 'usd', quantity: 100 },
    });
  });

  it('understands everything said at once', () => {
    const { state, reply } = talk(['Jazz Night on Dec 5 at 8pm at Riverside Hall, $20, 100 tickets']);
    expect(state.stage).toBe('confirming');
    expect(state.draft).toEqual({
      name: 'Jazz Night',
      date: { year: 2026, month: 12, day: 5 },
      start: { hour: 20, minute: 0 },
      place: { kind: 'venue', name: 'Riverside Hall', address: null },
      price: { amount: 2000, currency: 'usd' },
      quantity: 100,
    });
    expect(reply).toContain('Here is your event:');
  });

  it('asks for the time when only the day is known, and keeps a time given before the day', () => {
    expect(talk(['Jazz Night', 'next friday']).reply).toBe('Got it: Fri, Nov 27, 2026. What time does it start? For example “8pm” or “19:30”.');
    expect(talk(['Jazz Night', 'next friday', '7:30pm']).state.draft.start).toEqual({ hour: 19, minute: 30 });
    const timeFirst = talk(['Jazz Night', '8pm']);
    expect(timeFirst.reply).toBe('Got it: starting at 8:00 PM. And which day is that at 8:00 PM? For example “Dec 5” or “tomorrow”.');
    expect(talk(['Jazz Night', '8pm', 'tomorrow']).state.draft).toMatchObject({ date: { year: 2026, month: 11, day: 25 }, start: { hour: 20, minute: 0 } });
  });

  it('reads “tomorrow 7pm”, “online”, “free” and a time range, and plans an online ticket', () => {
    const { plan } = talk(['Poetry Slam', 'tomorrow 7pm to 9pm', 'online', 'free, 50 tickets', 'yes']);
    expect(plan).toMatchObject({
      startsAt: '2026-11-26T00:00:00.000Z',
      endsAt: '2026-11-26T02:00:00.000Z',
      place: { kind: 'online' },
      ticket: { name: 'General admission', attendance: 'online', price: 0, quantity: 50 },
    });
  });

  it('ends a late-night event the next day', () => {
    const { plan } = talk(['Night Rave', 'Dec 5 from 10pm to 2am', 'TBA', '$15, 200 tickets', 'yes']);
    expect(plan).toMatchObject({ startsAt: '2026-12-06T03:00:00.000Z', endsAt: '2026-12-06T07:00:00.000Z', place: { kind: 'tba' } });
  });

  it('takes a named ticket and an ISO date', () => {
    const { plan } = talk(['Harbour Lights', '2026-12-05 20:00', 'Harbour Stage, 5 Harbour Road', 'VIP $50, 20 tickets', 'yes']);
    expect(plan?.ticket).toEqual({ name: 'VIP', attendance: 'in-person', price: 5000, currency: 'usd', quantity: 20 });
  });

  it('reads bare numbers as the price, then the quantity, it asked for', () => {
    const { state } = talk(['Jazz Night', 'Dec 5 at 8pm', 'online', '12.50', '40']);
    expect(state.draft).toMatchObject({ price: { amount: 1250, currency: 'usd' }, quantity: 40 });
    expect(talk(['Jazz Night', 'Dec 5 at 8pm', 'online', "they're $15"]).state.draft).toEqual(expect.not.objectContaining({ ticketName: expect.anything() }));
    expect(talk(['Jazz Night', 'Dec 5 at 8pm', 'online', '15, 80']).state.draft).toMatchObject({ price: { amount: 1500 }, quantity: 80 });
  });

  it('refuses dates in the past and dates that do not exist, and asks again', () => {
    expect(talk(['Jazz Night', 'Nov 24 at 8am']).reply).toBe(
      'That is in the past: the event needs a date and time still to come. When does it start? Tell me the date and time, for example “Dec 5 at 8pm” or “2026-12-05 20:00”.',
    );
    expect(talk(['Jazz Night', '2025-12-05 20:00']).state.draft.date).toBeUndefined();
    expect(talk(['Jazz Night', 'Feb 30 at 8pm']).reply).toMatch(/^I couldn't find that date in the calendar\./);
  });

  it('refuses a quantity of zero and an overly long name', () => {
    expect(talk(['Jazz Night', 'Dec 5 8pm', 'online', '$10', '0']).reply).toMatch(/^The number of tickets must be between 1 and 1,000,000\./);
    expect(talk(['A'.repeat(101)]).reply).toMatch(/^That name is a bit long/);
  });

  it('answers greetings, questions and chatter with the question it needs answered', () => {
    expect(talk(['hello']).reply).toBe("Hi! What's the name of your event?");
    expect(talk(['what can you do?']).reply).toMatch(/^I'll ask for the name, the date and time, the place and the tickets/);
    expect(talk(['I want to create an event']).reply).toBe("Sure! What's the name of your event?");
    const placeStep = talk(['Jazz Night', 'Dec 5 8pm', 'yes']);
    expect(placeStep.reply).toMatch(/^Sorry, I didn't catch that\. Where will it take place\?/);
    expect(placeStep.state.draft.place).toBeUndefined();
  });

  describe('before creating', () => {
    const ready = ['Jazz Night', 'Dec 5 at 8pm', 'online', '$20, 100 tickets'];

    it('takes corrections and summarises again', () => {
      const { state, reply } = talk([...ready, 'make it $25']);
      expect(state.draft.price).toEqual({ amount: 2500, currency: 'usd' });
      expect(reply).toContain('• Tickets: General admission, $25, 100 available');
      expect(talk([...ready, 'call it Late Jazz']).state.draft.name).toBe('Late Jazz');
      expect(talk([...ready, 'the venue is Blue Room, 4 Main St']).state.draft.place).toEqual({ kind: 'venue', name: 'Blue Room', address: '4 Main St' });
      expect(talk([...ready, 'Dec 6 instead']).state.draft).toMatchObject({ date: { year: 2026, month: 12, day: 6 }, start: { hour: 20, minute: 0 } });
      expect(talk([...ready, 'call the ticket Early bird']).state.draft.ticketName).toBe('Early bird');
    });

    it('asks again for what the user wants to change', () => {
      const changed = talk([...ready, 'change the date']);
      expect(changed.state.stage).toBe('collecting');
      expect(changed.reply).toMatch(/^Sure\. When does it start\?/);
      expect(talk([...ready, 'change the date', 'Dec 12 at 9pm']).reply).toContain('• When: Sat, Dec 12, 2026, 9:00 PM (America/New_York)');
      expect(talk([...ready, 'no']).reply).toBe('What would you like to change: the name, the date and time, the place, or the tickets?');
      expect(talk([...ready, 'banana']).reply).toBe('Sorry, I didn\'t catch that. Reply “yes” to create the draft event, or tell me what to change.');
    });

    it('moves the times to another time zone when told', () => {
      const { plan } = talk([...ready, 'Europe/Berlin', 'yes']);
      expect(plan).toMatchObject({ timezone: 'Europe/Berlin', startsAt: '2026-12-05T19:00:00.000Z' });
    });

    it('asks for a new date when the start passed before the confirmation', () => {
      const { state } = talk(ready);
      const late = converse(state, 'yes', new Date('2026-12-07T00:00:00Z'));
      expect('reply' in late && late.reply).toMatch(/^The start time has passed in the meantime\./);
      expect(late.state.draft.date).toBeUndefined();
    });

    it('starts over on request', () => {
      expect(talk([...ready, 'start over'])).toMatchObject({ state: { stage: 'collecting', draft: {} }, reply: "Let's start over. What's the name of your event?" });
    });
  });

  it('links to the draft event once created, and again when asked for more', () => {
    const { state } = talk(['Jazz Night on Dec 5 at 8pm, online, $20, 100 tickets']);
    const created = eventCreated(state, '7b1f2c39-0000-4000-8000-000000000001');
    expect(created.state).toMatchObject({ stage: 'created', eventId: '7b1f2c39-0000-4000-8000-000000000001' });
    expect(created.reply).toContain('“Jazz Night” is saved as a draft: /event/7b1f2c39-0000-4000-8000-000000000001');
    expect(created.reply).toContain('Publish Event');
    const after = converse(created.state, 'thanks!', NOW);
    expect('reply' in after && after.reply).toContain('already saved as a draft: /event/7b1f2c39-0000-4000-8000-000000000001');
  });
});
