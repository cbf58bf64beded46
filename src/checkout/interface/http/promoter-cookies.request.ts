import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Seed 000 §7 "Promoter cookie": accepted in the JSON body and in the query (seed 002 §7 sends the query). */
export class PromoterCookieRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The event ("course") the link promotes; required in the body or the query' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  courseId?: string;
  @ApiPropertyOptional({ description: "The promoter's username; required in the body or the query" }) @IsOptional() @IsString() @MaxLength(100) promoterUsername?: string;
  @ApiPropertyOptional({ enum: ['promoter'], default: 'promoter', description: 'The cookie: promoter_{courseId}' }) @IsOptional() @IsString() @MaxLength(100) name?: string;
}
