import { ApiProperty } from '@nestjs/swagger';

export class TeamMemberUserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ['user'] }) type!: 'user';
}

/** A row of the team table: Status is Owner (owner), Invited (invited) or blank. */
export class TeamMemberResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The role label' }) name!: string;
  @ApiProperty() owner!: boolean;
  @ApiProperty() admin!: boolean;
  @ApiProperty() receiveNotifications!: boolean;
  @ApiProperty() hidden!: boolean;
  @ApiProperty({ description: 'A pending invitation: no user yet' }) invited!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The invited address' }) email!: string | null;
  @ApiProperty({ type: TeamMemberUserResponse, nullable: true }) user!: TeamMemberUserResponse | null;
}

export class TeamPageResponse {
  @ApiProperty({ type: [TeamMemberResponse] }) data!: TeamMemberResponse[];
  @ApiProperty() page!: number;
  @ApiProperty({ example: 10 }) perPage!: number;
  @ApiProperty() totalCount!: number;
}
