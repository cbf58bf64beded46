import type { ProfileSummary } from '../../accounts/contracts/profile-directory.js';
import { uploadUrl } from '../../media/contracts/uploads.js';

export interface CardCategory {
  id: string;
  name: string;
}

/** Which published, non-private events a public list shows, and in what order. */
export interface PublicEventSearch {
  /** A prefix full-text query (see `prefixSearch`); null lists without searching. */
  search: string | null;
  /** The owner's events and those it is a collaborator of. */
  profileId?: string;
  categoryId?: string;
  /** Upcoming: a date ends (or, without an end, starts) in the future; past: every date is over. */
  when: 'upcoming' | 'past';
  /** Most tickets sold across upcoming dates first. */
  featured: boolean;
  /** Only events with a date (upcoming or past, as `when` says) starting in [startsFrom, startsBefore). */
  startsFrom?: Date;
  startsBefore?: Date;
  page: number;
  perPage: number;
}

/** One event of a public list as the read model gives it; the card adds the people's names and the poster's URL. */
export interface PublicEventRow {
  id: string;
  name: string;
  /** Upload identifier. */
  poster: string | null;
  timezone: string;
  ownerId: string;
  collaboratorIds: string[];
  nextEvent: { id: string; startsAt: Date; endsAt: Date | null; registrationsCount: number } | null;
  lastEvent: { startsAt: Date } | null;
  futureEventCount: number;
  locationSetting: 'tba' | 'other';
  locationName: string | null;
  locationAddress: string | null;
  online: boolean;
  tags: string[];
  category: CardCategory | null;
}

export interface PublicEventRows {
  rows: PublicEventRow[];
  totalCount: number;
}

export interface CardPerson {
  id: string;
  name: string;
  username: string;
  type: 'user' | 'school';
}

/** Seed 000 §3 "Event card". */
export interface EventCard {
  id: string;
  url: string;
  name: string;
  poster: string | null;
  timezone: string;
  owner: CardPerson & { avatar: string | null };
  collaborators: (CardPerson & { avatarThumbnail: string | null })[];
  nextEvent: { id: string; startsAt: string; endsAt: string | null; registrationsCount: number } | null;
  lastEvent: { startsAt: string } | null;
  futureEventCount: number;
  location: { name: string | null; address: string | null } | null;
  locationSetting: 'tba' | 'other';
  online: boolean;
  tags: string[];
  category: CardCategory | null;
}

export interface EventCardsPage {
  data: EventCard[];
  totalCount: number;
  page: number;
  perPage: number;
}

const person = (p: ProfileSummary): CardPerson => ({ id: p.id, name: p.name, username: p.username, type: p.type === 'School' ? 'school' : 'user' });

/** The cards of `rows`; `people` are the owners' and collaborators' profiles (a row whose owner is gone is left out). */
export function eventCards(rows: readonly PublicEventRow[], people: readonly ProfileSummary[]): EventCard[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((row) => {
    const owner = byId.get(row.ownerId);
    if (!owner) return [];
    return [
      {
        id: row.id,
        url: `/event/${row.id}`,
        name: row.name,
        poster: row.poster ? uploadUrl(row.poster) : null,
        timezone: row.timezone,
        owner: { ...person(owner), avatar: owner.avatar },
        collaborators: row.collaboratorIds.flatMap((id) => {
          const collaborator = byId.get(id);
          return collaborator ? [{ ...person(collaborator), avatarThumbnail: collaborator.avatar }] : [];
        }),
        nextEvent: row.nextEvent && {
          id: row.nextEvent.id,
          startsAt: row.nextEvent.startsAt.toISOString(),
          endsAt: row.nextEvent.endsAt?.toISOString() ?? null,
          registrationsCount: row.nextEvent.registrationsCount,
        },
        lastEvent: row.lastEvent && { startsAt: row.lastEvent.startsAt.toISOString() },
        futureEventCount: row.futureEventCount,
        // 'To Be Announced' shows no place, even one saved before.
        location: row.locationSetting === 'tba' || (row.locationName === null && row.locationAddress === null) ? null : { name: row.locationName, address: row.locationAddress },
        locationSetting: row.locationSetting,
        online: row.online,
        tags: row.tags,
        category: row.category,
      },
    ];
  });
}
