import { ProfileListEntryResponse } from './follows.response.js';
import { ApiExtension, ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';

export class AccessTokenResponse {
  @ApiProperty({ description: 'Also set as the httpOnly cookie accessToken (one year); send as Bearer from API clients' })
  accessToken!: string;
}

export class OrganizationSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ enum: ['School'] }) type!: 'School';
  @ApiProperty() owner!: boolean;
  @ApiProperty() admin!: boolean;
  @ApiProperty() developerZone!: boolean;
  @ApiProperty() referralTracker!: boolean;
}

export class CurrentUserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ['User'] }) type!: 'User';
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty() siteAdmin!: boolean;
  @ApiProperty() developerZone!: boolean;
  @ApiProperty() referralTracker!: boolean;
  @ApiProperty({ type: [OrganizationSummaryResponse] }) organizations!: OrganizationSummaryResponse[];
}

export class ProfileOrganizationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
}

export class SocialLinksResponse {
  @ApiProperty({ required: false }) instagramUrl?: string;
  @ApiProperty({ required: false }) facebookUrl?: string;
  @ApiProperty({ required: false }) twitterUrl?: string;
  @ApiProperty({ required: false }) youtubeUrl?: string;
  @ApiProperty({ required: false }) tiktokUrl?: string;
  @ApiProperty({ required: false }) webUrl?: string;
  @ApiProperty({ required: false }) phone?: string;
  @ApiProperty({ required: false }) email?: string;
}

/** x-messages: what a missing profile (404) says; the web shows it as it is. */
@ApiExtension('x-messages', { profileNotFound: ACCOUNT_MESSAGES.profileNotFound })
export class ProfileResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ description: 'Same as username' }) identifier!: string;
  @ApiProperty({ enum: ['user', 'school'] }) type!: 'user' | 'school';
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatarThumbnail!: string | null;
  @ApiProperty({ type: String, nullable: true }) banner!: string | null;
  @ApiProperty() description!: string;
  @ApiProperty() fullDescription!: string;
  @ApiProperty() followersCount!: number;
  @ApiProperty() followingCount!: number;
  @ApiProperty({ description: 'The viewer follows the profile (false when logged out)' }) following!: boolean;
  @ApiProperty({ type: [ProfileOrganizationResponse] }) organizations!: ProfileOrganizationResponse[];
  @ApiProperty() hasVideos!: boolean;
  @ApiProperty() hasEvents!: boolean;
  @ApiProperty({ description: 'The owner shows membership tiers and the membership page is public' }) hasMembershipTiers!: boolean;
  @ApiProperty({ enum: ['public', 'private'] }) membershipStatus!: 'public' | 'private';
  @ApiProperty({ description: "The viewer holds one of the owner's membership tiers" }) member!: boolean;
  @ApiProperty() timezone!: string;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty({ description: 'Whether the profile is a person' }) artist!: boolean;
  @ApiProperty({ type: SocialLinksResponse }) social!: SocialLinksResponse;
}

export class CollaboratorCandidateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ enum: ['user', 'school'] }) type!: 'user' | 'school';
}

/** A profile in the profile directory (search, organizers). */
export class ProfileCardResponse extends ProfileListEntryResponse {
  @ApiProperty({ type: String, nullable: true }) banner!: string | null;
  @ApiProperty({ description: 'Plain text, at most 200 characters' }) description!: string;
  @ApiProperty() followersCount!: number;
}

export class ProfileCardsPageResponse {
  @ApiProperty({ type: [ProfileCardResponse] }) data!: ProfileCardResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}
