import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';

const optional = (description?: string) => ({ type: String, nullable: true, description });

/** Seed 001 §3 "Profile/settings": what the settings page shows and edits. */
export class ProfileSettingsResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['User', 'School'] }) type!: 'User' | 'School';
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The identifier of an organization' }) username!: string;
  @ApiProperty(optional('Private (sign-in) e-mail of a user, read-only; null for organizations')) email!: string | null;
  @ApiProperty(optional('Public e-mail shown on the profile')) publicEmail!: string | null;
  @ApiProperty(optional()) phone!: string | null;
  @ApiProperty({ description: 'Bio (plain text)' }) description!: string;
  @ApiProperty({ description: 'An IANA name: one of TimeZone once chosen in the settings' }) timezone!: string;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty(optional('Where the avatar (user) or logo (organization) is served')) avatar!: string | null;
  @ApiProperty(optional()) banner!: string | null;
  @ApiProperty(optional()) websiteUrl!: string | null;
  @ApiProperty(optional()) instagramUrl!: string | null;
  @ApiProperty(optional()) facebookUrl!: string | null;
  @ApiProperty(optional()) twitterUrl!: string | null;
  @ApiProperty(optional()) youtubeUrl!: string | null;
  @ApiProperty(optional()) tiktokUrl!: string | null;
  @ApiProperty(optional()) googleAnalyticsId!: string | null;
  @ApiProperty(optional()) metaPixelId!: string | null;
  @ApiProperty(optional()) googleTagManagerContainerId!: string | null;
  @ApiProperty(optional('The connected payment account')) stripeAccountId!: string | null;
  @ApiProperty() developerZone!: boolean;
  @ApiProperty() referralTracker!: boolean;
  @ApiProperty({ description: "Whether the caller may delete the account: the profile's own user or an owner of the organization's team" }) canDelete!: boolean;
}
