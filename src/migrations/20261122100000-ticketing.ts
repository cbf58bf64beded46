import { Migration } from '@mikro-orm/migrations';

const CATEGORIES = ['Music', 'Theatre', 'Dance', 'Comedy', 'Film', 'Visual Arts', 'Workshop', 'Festival', 'Talks', 'Family', 'Other'];

/** Ticketing: events ("courses"), their dates, ticket types, collaborators and categories; uploads; payment accounts. */
export class Migration20261122100000Ticketing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE accounts.profiles ADD COLUMN stripe_account_id text`);
    this.addSql(`CREATE SCHEMA IF NOT EXISTS ticketing`);
    this.addSql(`CREATE TABLE ticketing.course_categories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      position integer NOT NULL
    )`);
    CATEGORIES.forEach((name, position) => this.addSql(`INSERT INTO ticketing.course_categories (name, position) VALUES ('${name}', ${position})`));
    this.addSql(`CREATE TABLE ticketing.events (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      poster text,
      images jsonb NOT NULL DEFAULT '[]'::jsonb,
      video_url text,
      location_setting text NOT NULL DEFAULT 'tba' CHECK (location_setting IN ('tba', 'other')),
      location_name text,
      location_address text,
      latitude double precision,
      longitude double precision,
      timezone text NOT NULL,
      category_id uuid REFERENCES ticketing.course_categories (id),
      tags text[] NOT NULL DEFAULT '{}',
      published boolean NOT NULL DEFAULT false,
      private boolean NOT NULL DEFAULT false,
      refunds_allowed boolean NOT NULL DEFAULT true,
      purchase_button_text text,
      banner_messages jsonb NOT NULL DEFAULT '[]'::jsonb,
      donation jsonb NOT NULL DEFAULT '{}'::jsonb,
      questions jsonb NOT NULL DEFAULT '[]'::jsonb,
      collect_information_setting text NOT NULL DEFAULT 'each-attendee' CHECK (collect_information_setting IN ('each-attendee', 'only-buyer')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX events_owner_idx ON ticketing.events (owner_id)`);
    this.addSql(`CREATE TABLE ticketing.event_dates (
      id uuid PRIMARY KEY,
      event_id uuid NOT NULL REFERENCES ticketing.events (id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      door_time timestamptz
    )`);
    this.addSql(`CREATE INDEX event_dates_event_idx ON ticketing.event_dates (event_id, starts_at)`);
    this.addSql(`CREATE TABLE ticketing.ticket_types (
      id uuid PRIMARY KEY,
      event_id uuid NOT NULL REFERENCES ticketing.events (id) ON DELETE CASCADE,
      event_date_id uuid NOT NULL REFERENCES ticketing.event_dates (id) ON DELETE CASCADE,
      attendance text NOT NULL CHECK (attendance IN ('in-person', 'online')),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      price integer NOT NULL CHECK (price >= 0),
      currency text NOT NULL,
      quantity integer NOT NULL CHECK (quantity >= 0),
      sold integer NOT NULL DEFAULT 0,
      sales_start_at timestamptz,
      sales_end_at timestamptz,
      visibility_scope text NOT NULL DEFAULT 'other' CHECK (visibility_scope IN ('secret', 'member', 'list', 'other')),
      category text NOT NULL DEFAULT 'Admission' CHECK (category IN ('Admission', 'Add on')),
      code text,
      quantity_per_code integer,
      position integer NOT NULL DEFAULT 0
    )`);
    this.addSql(`CREATE INDEX ticket_types_date_idx ON ticketing.ticket_types (event_date_id, position)`);
    this.addSql(`CREATE TABLE ticketing.collaborators (
      id uuid PRIMARY KEY,
      event_id uuid NOT NULL REFERENCES ticketing.events (id) ON DELETE CASCADE,
      profile_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      name text NOT NULL,
      can_manage boolean NOT NULL DEFAULT false,
      access_setting text NOT NULL DEFAULT 'basic' CHECK (access_setting IN ('admin', 'door', 'basic')),
      UNIQUE (event_id, profile_id)
    )`);
    this.addSql(`CREATE SCHEMA IF NOT EXISTS media`);
    this.addSql(`CREATE TABLE media.file_uploads (
      id uuid PRIMARY KEY,
      uploader_id uuid NOT NULL,
      content_type text NOT NULL,
      byte_size integer NOT NULL,
      storage_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }
}
