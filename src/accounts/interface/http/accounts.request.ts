import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class LogInRequest {
  @ApiProperty({ example: 'maya@limelight.example' }) @IsString({ message: 'Invalid email address' }) email!: string;
  @ApiProperty({ example: 'limelight-demo' }) @IsString({ message: 'Password is required' }) password!: string;
}

export class SignUpRequest {
  @ApiProperty({ example: 'Maya Lind', description: 'No @ $ # ! % ^ & * ( ) , or digits; shorter than 30 characters' })
  @IsString({ message: 'Name must not be blank' })
  name!: string;

  @ApiProperty({ example: 'mayalind', description: '1 to 20 letters or digits; a leading @ or # is stripped' })
  @IsString({ message: 'Please check your username and try again' })
  username!: string;

  @ApiProperty({ example: 'maya@limelight.example', description: 'Trimmed and lowercased' })
  @IsString({ message: 'Invalid email address' })
  email!: string;

  @ApiProperty({ minLength: 6 }) @IsString({ message: 'Password must be at least 6 characters' }) password!: string;
}

export class CreateOrganizationRequest {
  @ApiProperty({ example: 'Riverside Arts Collective' }) @IsString({ message: 'Name must not be blank' }) name!: string;
  @ApiProperty({ example: 'riverside' }) @IsString({ message: 'Please check your username and try again' }) username!: string;
}

export class ProfileLookupQuery {
  @ApiPropertyOptional({ enum: ['user', 'school'] })
  @IsOptional()
  @IsIn(['user', 'school'], { message: 'type must be user or school' })
  type?: 'user' | 'school';
}

export class SearchCollaboratorsRequestQuery {
  @ApiProperty({ description: 'Part of a username or name; a leading @ is ignored' }) @IsString({ message: 'Type a name or username' }) @MaxLength(100) query!: string;
  @ApiPropertyOptional({ example: 'user,school', description: 'Comma list of user and school; both when left out' })
  @IsOptional()
  @Matches(/^(user|school)(,(user|school))*$/, { message: 'types must be user, school or both' })
  types?: string;
}
