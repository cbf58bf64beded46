import { uploadUrl } from '../../media/contracts/uploads.js';
import { CALENDAR_DESCRIPTION_LENGTH, cutText, plainText } from '../domain/calendar.js';

/** Which dates of published, non-private events a calendar shows, soonest first. */
export interface CalendarSearch {
  /** The profile's own events and those it is a collaborator of; every owner's when left out. */
  profileId?: string;
  /** A prefix full-text query (see `prefixSearch`); null lists without searching. */
  search: string | null;
  /** Lowercase tags: only events with one of them; empty takes every event. */
  tags: string[];
  /** Dates not over by then: they end (or, without an end, start) at or after it. */
  from: Date;
  /** Dates that start before it; null sets no end. */
  before: Date | null;
  page: number;
  perPage: number;
}

/** One date of a calendar as the read model gives it. */
export interface CalendarDateRow {
  id: string;
  eventId: string;
  name: string;
  /** Sanitised HTML. */
  description: string;
  /** Upload identifiers. */
  poster: string | null;
  images: string[];
  timezone: string;
  tags: string[];
  startsAt: Date;
  endsAt: Date | null;
  locationSetting: 'tba' | 'other';
  locationName: string | null;
  locationAddress: string | null;
}

export interface CalendarDateRows {
  rows: CalendarDateRow[];
  totalCount: number;
}

/** Seed 000 §3 "Calendar event": one date of a published, public event. */
export interface CalendarEvent {
  /** The date. */
  id: string;
  /** The event, whose page is /event/{courseId}. */
  courseId: string;
  name: string;
  /** Plain text, cut. */
  description: string;
  startsAt: string;
  endsAt: string | null;
  timezone: string;
  /** Where the poster (else the event's first image) is served. */
  featuredImage: string | null;
  tags: { name: string }[];
}

export interface CalendarEventsPage {
  data: CalendarEvent[];
  totalCount: number;
  page: number;
  perPage: number;
}

export function calendarEvent(row: CalendarDateRow): CalendarEvent {
  const image = row.poster ?? row.images[0] ?? null;
  return {
    id: row.id,
    courseId: row.eventId,
    name: row.name,
    description: cutText(plainText(row.description), CALENDAR_DESCRIPTION_LENGTH),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    timezone: row.timezone,
    featuredImage: image === null ? null : uploadUrl(image),
    tags: row.tags.map((name) => ({ name })),
  };
}
