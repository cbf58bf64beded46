import * as schemas from '../../../../lib/api/contract.gen';
import { messages as accountMessages, normalizeUsername } from '../../validation';

/** The settings form's rules and messages (seed 001 §5), from the API contract; the API checks them again. */
const request = schemas.UpdateProfileSettingsRequest;
const attributes = schemas.ProfileSettingAttributesRequest.properties;
export const SETTINGS_MESSAGES = request['x-messages'];
export const SETTINGS_LABELS = request['x-labels'];

export type SettingsField = keyof typeof SETTINGS_LABELS;

/** 'Invalid {label}' in lowercase: the generic text input's message. */
export const invalidMessage = (field: SettingsField) => `Invalid ${SETTINGS_LABELS[field].toLowerCase()}`;

export const BIO_MAX_LENGTH = attributes.description.maxLength;

/** The labelled time zones, in the API's order (by offset). */
export const TIME_ZONE_OPTIONS = schemas.TimeZone.enum.map((zone) => ({ value: zone as string, label: schemas.TimeZone['x-labels'][zone] as string }));

/** Currencies as the select shows them, e.g. 'USD ($)'. */
export const CURRENCY_OPTIONS = schemas.Currency.enum.map((code) => ({ value: code as string, label: `${code.toUpperCase()} (${schemas.Currency['x-currencies'][code].symbol})` }));

const NAME = new RegExp(request.properties.name.pattern);
const USERNAME = new RegExp(request.properties.username.pattern);
const EMAIL = new RegExp(attributes.email.pattern);
const WEB_ADDRESS = new RegExp(attributes.websiteUrl.pattern, 'i');
const PHONE = new RegExp(attributes.phone.pattern);
const GOOGLE_ANALYTICS = new RegExp(attributes.googleAnalyticsId.pattern);
const META_PIXEL = new RegExp(attributes.metaPixelId.pattern);
const GOOGLE_TAG_MANAGER = new RegExp(attributes.googleTagManagerContainerId.pattern);

type Check = (value: string) => true | string;

export const checkName: Check = (value) => {
  const name = value.trim();
  if (!name) return SETTINGS_MESSAGES.required;
  if (!NAME.test(name)) return accountMessages.nameCharacters;
  if (name.length > request.properties.name.maxLength) return accountMessages.nameLength;
  return true;
};

export const checkUsername: Check = (value) => {
  const username = normalizeUsername(value);
  if (!username) return SETTINGS_MESSAGES.required;
  return USERNAME.test(username) ? true : SETTINGS_MESSAGES.username;
};

export const checkPublicEmail: Check = (value) => (!value.trim() || EMAIL.test(value.trim().toLowerCase()) ? true : SETTINGS_MESSAGES.publicEmail);
export const checkBio: Check = (value) => (value.trim().length <= BIO_MAX_LENGTH ? true : invalidMessage('description'));

const optional = (field: SettingsField, pattern: RegExp, normalize: (value: string) => string = (v) => v.trim()): Check => (value) => {
  const normalized = normalize(value);
  return !normalized || pattern.test(normalized) ? true : invalidMessage(field);
};

/** E.164 once spaces, dashes, dots and brackets are dropped. */
export const normalizePhone = (value: string) => value.trim().replace(/[\s\-.()]/g, '');
export const checkPhone = optional('phone', PHONE, normalizePhone);
export const checkUrl = (field: 'websiteUrl' | 'instagramUrl' | 'facebookUrl' | 'twitterUrl' | 'youtubeUrl' | 'tiktokUrl') => optional(field, WEB_ADDRESS);
export const checkGoogleAnalytics = optional('googleAnalyticsId', GOOGLE_ANALYTICS, (v) => v.trim().toUpperCase());
export const checkMetaPixel = optional('metaPixelId', META_PIXEL);
export const checkGoogleTagManager = optional('googleTagManagerContainerId', GOOGLE_TAG_MANAGER, (v) => v.trim().toUpperCase());

/** Calling codes for the phone field's country select; the default is the seeds' (us). */
export const PHONE_COUNTRIES = [
  { code: 'us', label: 'United States', dial: '1' },
  { code: 'ca', label: 'Canada', dial: '1' },
  { code: 'mx', label: 'Mexico', dial: '52' },
  { code: 'gb', label: 'United Kingdom', dial: '44' },
  { code: 'ie', label: 'Ireland', dial: '353' },
  { code: 'fr', label: 'France', dial: '33' },
  { code: 'de', label: 'Germany', dial: '49' },
  { code: 'es', label: 'Spain', dial: '34' },
  { code: 'it', label: 'Italy', dial: '39' },
  { code: 'nl', label: 'Netherlands', dial: '31' },
  { code: 'pl', label: 'Poland', dial: '48' },
  { code: 'ch', label: 'Switzerland', dial: '41' },
  { code: 'in', label: 'India', dial: '91' },
  { code: 'ke', label: 'Kenya', dial: '254' },
  { code: 'hk', label: 'Hong Kong', dial: '852' },
  { code: 'jp', label: 'Japan', dial: '81' },
  { code: 'au', label: 'Australia', dial: '61' },
  { code: 'br', label: 'Brazil', dial: '55' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'us';

/** A stored number split into the country whose calling code it starts with (the longest that fits; us for +1) and the rest. */
export function splitPhone(phone: string | null): { country: PhoneCountry; national: string } {
  if (!phone?.startsWith('+')) return { country: DEFAULT_PHONE_COUNTRY, national: phone ?? '' };
  const digits = phone.slice(1);
  const match = [...PHONE_COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => digits.startsWith(c.dial));
  return match ? { country: match.code, national: digits.slice(match.dial.length) } : { country: DEFAULT_PHONE_COUNTRY, national: phone };
}

/** What is stored: + calling code and the digits typed (a number typed with its own + is kept as it is); '' when empty. */
export function joinPhone(country: PhoneCountry, national: string): string {
  const typed = normalizePhone(national);
  if (!typed) return '';
  if (typed.startsWith('+')) return typed;
  const dial = PHONE_COUNTRIES.find((c) => c.code === country)?.dial ?? '1';
  return `+${dial}${typed.replace(/^0+/, '')}`;
}

export { normalizeUsername };
