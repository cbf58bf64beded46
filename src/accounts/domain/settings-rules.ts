import { isCurrency, type Currency } from '../../shared/money.js';
import type { ProfileType } from './account.js';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN, nameProblem, normalizeEmail, normalizeUsername, usernameProblem } from './account-rules.js';
import { isTimeZone } from './time-zones.js';

/** The account settings form's rules (seed 001 §5 "Settings form", "Generic text input"; §9 bio length). */

/** The example in the public e-mail message: a reserved domain (RFC 2606), so it is nobody's address. */
export const EXAMPLE_EMAIL = 'name@example.com';
export const BIO_MAX_LENGTH = 10_000;
/** Addresses longer than browsers keep are no one's real page. */
export const URL_MAX_LENGTH = 2_000;

/** http(s), a host with a dot in it, then anything without spaces. */
export const URL_PATTERN = '^https?://[^\\s/?#]+\\.[^\\s/?#]+([/?#]\\S*)?$';
/** E.164 once spaces, dashes, dots and brackets are dropped: + and 7 to 15 digits. */
export const PHONE_PATTERN = '^\\+[1-9][0-9]{6,14}$';
/** Google Analytics: a GA4 measurement id (G-…) or a Universal Analytics property (UA-…-n); uppercased. */
export const GOOGLE_ANALYTICS_PATTERN = '^(G-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$';
/** A Meta (Facebook) pixel id is a number. */
export const META_PIXEL_PATTERN = '^[0-9]{5,20}$';
/** A Google Tag Manager container id (GTM-…); uppercased. */
export const GOOGLE_TAG_MANAGER_PATTERN = '^GTM-[A-Z0-9]{4,12}$';

/** The fields a profile may leave empty: its public contact links and analytics ids. */
export const OPTIONAL_SETTINGS = [
  'publicEmail',
  'phone',
  'websiteUrl',
  'instagramUrl',
  'facebookUrl',
  'twitterUrl',
  'youtubeUrl',
  'tiktokUrl',
  'googleAnalyticsId',
  'metaPixelId',
  'googleTagManagerContainerId',
] as const;
export type OptionalSetting = (typeof OPTIONAL_SETTINGS)[number];

export type SettingsField = 'name' | 'username' | 'description' | 'timezone' | 'currency' | 'logo' | 'banner' | OptionalSetting;

/** The labels of the form; a field without a message of its own is refused with 'Invalid {label}' (lowercase). */
export const SETTINGS_LABELS: Record<SettingsField, string> = {
  name: 'Name',
  username: 'Username',
  description: 'Bio',
  timezone: 'Time zone',
  currency: 'Currency',
  logo: 'Logo',
  banner: 'Banner',
  publicEmail: 'Public email',
  phone: 'Phone',
  websiteUrl: 'Website',
  instagramUrl: 'Instagram',
  facebookUrl: 'Facebook',
  twitterUrl: 'X (Twitter)',
  youtubeUrl: 'YouTube',
  tiktokUrl: 'TikTok',
  googleAnalyticsId: 'Google Analytics ID',
  metaPixelId: 'Meta Pixel ID',
  googleTagManagerContainerId: 'Google Tag Manager container ID',
};

export const invalidMessage = (field: SettingsField) => `Invalid ${SETTINGS_LABELS[field].toLowerCase()}`;

export const SETTINGS_MESSAGES = {
  required: 'this field is required',
  username: ACCOUNT_MESSAGES.username,
  usernameTaken: ACCOUNT_MESSAGES.usernameTaken,
  publicEmail: `Enter a valid email (e.g., ${EXAMPLE_EMAIL})`,
  updated: 'Settings updated successfully',
  deleted: 'Account deleted successfully',
  notAllowedToDelete: 'Only the owner can delete this account',
} as const;

/** Sent instead of an upload identifier, it removes the image (seed 001 §4 "Image upload"). */
export const DELETE_IMAGE = '_delete';

/** The settings of a profile as the settings form edits them; empty optional fields are null. */
export interface ProfileSettings extends Record<OptionalSetting, string | null> {
  id: string;
  type: ProfileType;
  name: string;
  username: string;
  description: string;
  timezone: string;
  currency: Currency;
  /** Where the avatar (a user) or logo (an organization) and the banner are served; null when none. */
  avatar: string | null;
  banner: string | null;
}

/** What a settings form sends: name and username always; any other field left out stays as it is, '' or null empties it. */
export interface SettingsInput extends Partial<Record<OptionalSetting, string | null>> {
  name: string;
  username: string;
  description?: string | null;
  timezone?: string;
  currency?: string;
}

export type SettingsChanges = Pick<ProfileSettings, 'name' | 'username'> & Partial<Pick<ProfileSettings, 'description' | 'timezone' | 'currency' | OptionalSetting>>;

export interface SettingsProblem {
  field: SettingsField;
  message: string;
}

const WEB_ADDRESS = new RegExp(URL_PATTERN, 'i');
const EMAIL = new RegExp(EMAIL_PATTERN);
const URL_FIELDS = new Set<OptionalSetting>(['websiteUrl', 'instagramUrl', 'facebookUrl', 'twitterUrl', 'youtubeUrl', 'tiktokUrl']);
const PATTERNS: Record<Exclude<OptionalSetting, 'publicEmail'>, RegExp> = {
  phone: new RegExp(PHONE_PATTERN),
  websiteUrl: WEB_ADDRESS,
  instagramUrl: WEB_ADDRESS,
  facebookUrl: WEB_ADDRESS,
  twitterUrl: WEB_ADDRESS,
  youtubeUrl: WEB_ADDRESS,
  tiktokUrl: WEB_ADDRESS,
  googleAnalyticsId: new RegExp(GOOGLE_ANALYTICS_PATTERN),
  metaPixelId: new RegExp(META_PIXEL_PATTERN),
  googleTagManagerContainerId: new RegExp(GOOGLE_TAG_MANAGER_PATTERN),
};

/** How each optional field is written before it is checked and stored. */
function normalizeOptional(field: OptionalSetting, value: string): string {
  const trimmed = value.trim();
  if (field === 'publicEmail') return normalizeEmail(trimmed);
  if (field === 'phone') return trimmed.replace(/[\s\-.()]/g, '');
  if (field === 'googleAnalyticsId' || field === 'googleTagManagerContainerId') return trimmed.toUpperCase();
  return trimmed;
}

function optionalProblem(field: OptionalSetting, value: string): string | null {
  if (field === 'publicEmail') return EMAIL.test(value) && value.length <= 254 ? null : SETTINGS_MESSAGES.publicEmail;
  if (URL_FIELDS.has(field) && value.length > URL_MAX_LENGTH) return invalidMessage(field);
  return PATTERNS[field].test(value) ? null : invalidMessage(field);
}

/**
 * Normalizes what the form sent and checks every field it names. The changes are meant to be stored only
 * when there are no problems; a username taken by another account is the store's to find.
 */
export function checkSettings(input: SettingsInput): { changes: SettingsChanges; problems: SettingsProblem[] } {
  const problems: SettingsProblem[] = [];
  const name = (input.name ?? '').trim();
  const username = normalizeUsername(input.username ?? '');
  const changes: SettingsChanges = { name, username };

  if (name === '') problems.push({ field: 'name', message: SETTINGS_MESSAGES.required });
  else {
    const problem = nameProblem(name);
    if (problem) problems.push({ field: 'name', message: problem });
  }
  if (username === '') problems.push({ field: 'username', message: SETTINGS_MESSAGES.required });
  else if (usernameProblem(username)) problems.push({ field: 'username', message: SETTINGS_MESSAGES.username });

  if (input.description !== undefined) {
    changes.description = (input.description ?? '').trim();
    if (changes.description.length > BIO_MAX_LENGTH) problems.push({ field: 'description', message: invalidMessage('description') });
  }
  if (input.timezone !== undefined) {
    if (isTimeZone(input.timezone)) changes.timezone = input.timezone;
    else problems.push({ field: 'timezone', message: invalidMessage('timezone') });
  }
  if (input.currency !== undefined) {
    const code = input.currency.trim().toLowerCase();
    if (isCurrency(code)) changes.currency = code;
    else problems.push({ field: 'currency', message: invalidMessage('currency') });
  }
  for (const field of OPTIONAL_SETTINGS) {
    const raw = input[field];
    if (raw === undefined) continue;
    const value = raw === null ? '' : normalizeOptional(field, raw);
    if (value === '') {
      changes[field] = null;
      continue;
    }
    const problem = optionalProblem(field, value);
    if (problem) problems.push({ field, message: problem });
    else changes[field] = value;
  }
  return { changes, problems };
}

/** Whether the username is the profile's own (a change of case only is no change of owner). */
export const sameUsername = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Deleting an account is for the profile's own user, or a member of the organization's team marked owner;
 * not for admins of its team nor for site admins (unless they are one of those).
 */
export const mayDeleteProfile = (profileId: string, callerId: string, ownerUserIds: readonly string[]) => callerId === profileId || ownerUserIds.includes(callerId);

/**
 * A closed account gives up its username and e-mail: both become this value, which no one can choose
 * (usernames are letters and digits only, e-mail addresses need an @), and which is unique.
 */
export const closedAccountName = (profileId: string) => `closed:${profileId}`;
