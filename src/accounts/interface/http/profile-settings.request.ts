import { ApiExtension, ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, NAME_PATTERN, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from '../../domain/account-rules.js';
import {
  BIO_MAX_LENGTH,
  DELETE_IMAGE,
  EXAMPLE_EMAIL,
  GOOGLE_ANALYTICS_PATTERN,
  GOOGLE_TAG_MANAGER_PATTERN,
  invalidMessage,
  META_PIXEL_PATTERN,
  PHONE_PATTERN,
  SETTINGS_LABELS,
  SETTINGS_MESSAGES,
  URL_MAX_LENGTH,
  URL_PATTERN,
  type SettingsField,
} from '../../domain/settings-rules.js';
import { labelledEnumProperty } from '../../../shared/http/api-labelled-enum.js';
import { TIME_ZONES } from '../../domain/time-zones.js';

/**
 * The named enum `TimeZone` of the contract: IANA names, with the labels the select shows in `x-labels`
 * (seed 002's labelled list), so the web repeats none of them.
 */
export const timeZoneProperty = (options: { description?: string } = {}) =>
  labelledEnumProperty('TimeZone', Object.fromEntries(TIME_ZONES.map((z) => [z.zone, z.label])), 'A time zone a profile may choose; x-labels gives what the select shows', options);

const text = (field: SettingsField, extra: ApiPropertyOptions = {}) => ({ type: String, nullable: true, description: `${SETTINGS_LABELS[field]}; empty or null clears it`, ...extra }) as ApiPropertyOptions;
const url = (field: SettingsField) => text(field, { pattern: URL_PATTERN, maxLength: URL_MAX_LENGTH, example: 'https://example.com/riverside' });
const image = (field: SettingsField) =>
  ({ type: String, description: `upload_identifier of the new ${SETTINGS_LABELS[field].toLowerCase()} (POST /v1/file_uploads), or '${DELETE_IMAGE}' to remove it; left out, it stays` }) as ApiPropertyOptions;
/** Type mistakes of a field give its own message; the rules themselves are checked by the use case. */
const isText = (field: SettingsField) => IsString({ message: invalidMessage(field) });

export class ProfileSettingAttributesRequest {
  @ApiPropertyOptional(timeZoneProperty()) @IsOptional() @IsString({ message: invalidMessage('timezone') }) timezone?: string;
  @ApiPropertyOptional(text('description', { maxLength: BIO_MAX_LENGTH, description: 'Bio (plain text), at most 10000 characters' })) @IsOptional() @isText('description') description?: string | null;
  @ApiPropertyOptional(text('publicEmail', { pattern: EMAIL_PATTERN, example: EXAMPLE_EMAIL, description: 'Public e-mail shown on the profile (not the sign-in e-mail)' }))
  @IsOptional()
  @IsString({ message: SETTINGS_MESSAGES.publicEmail })
  email?: string | null;
  @ApiPropertyOptional(text('phone', { pattern: PHONE_PATTERN, example: '+15555550123', description: 'E.164 once spaces, dashes, dots and brackets are dropped' })) @IsOptional() @isText('phone') phone?: string | null;
  @ApiPropertyOptional(url('websiteUrl')) @IsOptional() @isText('websiteUrl') websiteUrl?: string | null;
  @ApiPropertyOptional(url('instagramUrl')) @IsOptional() @isText('instagramUrl') instagramUrl?: string | null;
  @ApiPropertyOptional(url('facebookUrl')) @IsOptional() @isText('facebookUrl') facebookUrl?: string | null;
  @ApiPropertyOptional(url('twitterUrl')) @IsOptional() @isText('twitterUrl') twitterUrl?: string | null;
  @ApiPropertyOptional(url('youtubeUrl')) @IsOptional() @isText('youtubeUrl') youtubeUrl?: string | null;
  @ApiPropertyOptional(url('tiktokUrl')) @IsOptional() @isText('tiktokUrl') tiktokUrl?: string | null;
  @ApiPropertyOptional(text('googleAnalyticsId', { pattern: GOOGLE_ANALYTICS_PATTERN, example: 'G-ABC123XYZ', description: 'Uppercased' })) @IsOptional() @isText('googleAnalyticsId') googleAnalyticsId?: string | null;
  @ApiPropertyOptional(text('metaPixelId', { pattern: META_PIXEL_PATTERN, example: '123456789012345' })) @IsOptional() @isText('metaPixelId') metaPixelId?: string | null;
  @ApiPropertyOptional(text('googleTagManagerContainerId', { pattern: GOOGLE_TAG_MANAGER_PATTERN, example: 'GTM-ABC1234', description: 'Uppercased' }))
  @IsOptional()
  @isText('googleTagManagerContainerId')
  googleTagManagerContainerId?: string | null;
  @ApiPropertyOptional(image('banner')) @IsOptional() @isText('banner') banner?: string;
  @ApiPropertyOptional(currencyProperty()) @IsOptional() @isText('currency') currency?: string;
}

/**
 * The account settings form. Name and username are always sent; a left-out attribute stays as it is. The
 * private (sign-in) e-mail of a user is read-only: an `email` sent here beside `name` is ignored.
 * Problems answer 400 `[{ message, field }]`, `field` naming the form field.
 */
@ApiExtension('x-messages', { ...SETTINGS_MESSAGES, ...Object.fromEntries(Object.keys(SETTINGS_LABELS).map((field) => [`invalid.${field}`, invalidMessage(field as SettingsField)])) })
@ApiExtension('x-labels', SETTINGS_LABELS)
export class UpdateProfileSettingsRequest {
  @ApiProperty({ example: 'Riverside Arts Collective', maxLength: NAME_MAX_LENGTH, pattern: NAME_PATTERN, description: 'Trimmed; required' }) @IsString({ message: SETTINGS_MESSAGES.required }) name!: string;
  @ApiProperty({ example: 'riverside', maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN, description: 'The identifier of an organization; a leading @ or # is stripped' })
  @IsString({ message: SETTINGS_MESSAGES.required })
  username!: string;
  @ApiPropertyOptional({ ...image('logo'), description: `Avatar (user) or logo (organization): ${String(image('logo').description)}` }) @IsOptional() @isText('logo') logo?: string;
  @ApiPropertyOptional({ type: ProfileSettingAttributesRequest })
  @IsOptional()
  @IsObject({ message: 'settingAttributes must be an object' })
  @ValidateNested()
  @Type(() => ProfileSettingAttributesRequest)
  settingAttributes?: ProfileSettingAttributesRequest;
}
