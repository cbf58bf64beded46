import { ApiProperty } from '@nestjs/swagger';

/** Seed 001 §3: a private access list, as the lists page shows it. */
export class CustomUserListSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Addresses on the list' }) userCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class CustomUserListResponse extends CustomUserListSummaryResponse {
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
}

export class CustomUserListsPageResponse {
  @ApiProperty({ type: [CustomUserListSummaryResponse] }) data!: CustomUserListSummaryResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() page!: number;
}

/** An address on a list. */
export class CustomUserListUserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Trimmed and lowercased' }) email!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The name of the account signed in with this e-mail; null when there is none' }) name!: string | null;
}

export class CustomUserListUsersPageResponse {
  @ApiProperty({ type: [CustomUserListUserResponse] }) data!: CustomUserListUserResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() page!: number;
}

export class CustomUserListUsersAddedResponse {
  @ApiProperty({ example: '2 users added successfully' }) message!: string;
  @ApiProperty({ description: 'Addresses added' }) count!: number;
}
