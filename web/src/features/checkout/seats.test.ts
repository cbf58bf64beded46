import { describe, expect, it } from 'vitest';
import { applyChanges, type SeatingSnapshot } from './api/seating';
import { takenSeats } from './seats';

describe('seats just taken', () => {
  const chosen = ['Stalls-A-1', 'Stalls-A-10', 'Balcony, left-B-2'].map((seatLabel) => ({ seatLabel, ticketId: 't1', ticketQuantity: 1 }));

  it('are the chosen labels the refusal names, each compared whole', () => {
    expect(takenSeats({ message: 'Some of the seats you chose were just taken: Stalls-A-10' }, chosen)).toEqual(['Stalls-A-10']);
    expect(takenSeats({ message: 'Some of the seats you chose were just taken: Stalls-A-1, Balcony, left-B-2' }, chosen)).toEqual(['Stalls-A-1', 'Balcony, left-B-2']);
  });

  it('are none for any other refusal', () => {
    expect(takenSeats({ message: 'This order can no longer be changed' }, chosen)).toEqual([]);
    expect(takenSeats([{ message: 'Choose your seats on the chart' }], chosen)).toEqual([]);
    expect(takenSeats(undefined, chosen)).toEqual([]);
  });
});

describe('the changes stream', () => {
  const snapshot = {
    version: 5,
    chartVersion: 1,
    definition: {},
    categories: [],
    seats: [
      { label: 'A-1', status: 'available', available: 1 },
      { label: 'A-2', status: 'available', available: 1 },
    ],
  } as unknown as SeatingSnapshot;

  it('applies the next version’s statuses and ignores what the map already has', () => {
    expect(applyChanges(snapshot, { version: 6, seats: [{ label: 'A-2', status: 'sold', available: 0 }] })).toEqual({ ...snapshot, version: 6, seats: [snapshot.seats[0], { label: 'A-2', status: 'sold', available: 0 }] });
    expect(applyChanges(snapshot, { version: 5, seats: [] })).toBe(snapshot);
    expect(applyChanges(snapshot, { version: 4, seats: [{ label: 'A-2', status: 'held', available: 0 }] })).toBe(snapshot);
  });

  it('asks for the map again when a version was skipped, or the stream starts past the map', () => {
    expect(applyChanges(snapshot, { version: 7, seats: [{ label: 'A-2', status: 'sold', available: 0 }] })).toBeNull();
    expect(applyChanges(snapshot, { version: 6, seats: [] })).toBeNull();
  });
});
