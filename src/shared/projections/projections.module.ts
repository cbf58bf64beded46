import { Controller, Get, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import { createPool } from '../persistence/pool.js';
import { EventStore } from '../event-store/event-store.port.js';
import { SiteAdminOnly } from '../http/auth.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

export class ProjectionStatusResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Global position of the last applied event' }) position!: number;
  @ApiProperty({ type: String, nullable: true }) checkpoint!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Events of its types not applied yet; null where the event store cannot count them cheaply' })
  eventsBehind!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastEventAt!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'Seconds since the oldest event not applied yet was appended; 0 when caught up' }) lagSeconds!: number;
}

@ApiTags('admin')
@Controller('client_side_api/v1/admin')
class ProjectionsController {
  constructor(private readonly runner: ProjectionRunner) {}

  @Get('projections')
  @SiteAdminOnly()
  @ApiOperation({ summary: 'Position and lag of every projection (site admins)', operationId: 'listProjections' })
  @ApiOkResponse({ type: [ProjectionStatusResponse] })
  status(): Promise<ProjectionStatusResponse[]> {
    return this.runner.status();
  }
}

const POOL = Symbol('PROJECTIONS_POOL');

/** The admin view of the projections; the worker process runs them. */
@Module({})
export class ProjectionsModule implements OnApplicationShutdown {
  constructor(@Inject(POOL) private readonly pool: pg.Pool) {}

  static forRoot(databaseUrl: string, projections: readonly Projection[]): DynamicModule {
    return {
      module: ProjectionsModule,
      controllers: [ProjectionsController],
      providers: [
        { provide: POOL, useFactory: () => createPool(databaseUrl, 2) },
        { provide: ProjectionRunner, inject: [POOL, EventStore], useFactory: (pool: pg.Pool, store: EventStore) => new ProjectionRunner(pool, store, projections) },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
