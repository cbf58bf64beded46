import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE } from '../paging.js';

/**
 * The `page` query field of every paged list: optional, from 1 to MAX_PAGE, stated in the contract and
 * checked alike. The validators run in the order given here and the pipe stops at the first failure, so a
 * page that is no number is told so first.
 */
export function PageParam(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE, ...(description ? { description } : {}) }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be 1 or more' }),
    Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` }),
  );
}

/** The `perPage` query field of a paged list: optional (`defaultSize` when absent), from 1 to `max`, checked like `page`. */
export function PerPageParam(defaultSize: number, max: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: defaultSize, minimum: 1, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'perPage must be a whole number' }),
    Min(1, { message: 'perPage must be 1 or more' }),
    Max(max, { message: `perPage must be at most ${max}` }),
  );
}
