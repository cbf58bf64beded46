import { Controller, Get, Header, Inject, Module, Req, Res, type DynamicModule } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MESSAGES, forbidden, unauthorized } from '../errors.js';
import { EventStore } from '../event-store/event-store.port.js';
import type { AuthenticatedRequest } from '../http/auth.js';
import { DATABASE_POOL } from '../persistence/pool.js';
import type { Projection } from '../projections/projection.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { SystemMetrics } from './system-metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` for Prometheus. A scraper sends `Authorization: Bearer <METRICS_TOKEN>`; a signed-in site
 * admin may read it too. The call has no access rule of its own: the guard resolves a session when there
 * is one, and the token is checked here.
 */
@ApiExcludeController()
@Controller()
class MetricsController {
  private readonly token: Buffer | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: SystemMetrics,
  ) {
    this.token = config.metricsToken ? digest(config.metricsToken) : undefined;
  }

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async scrape(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (!this.isScraper(request)) {
      if (!request.principal) throw unauthorized(MESSAGES.loginRequired);
      if (!request.principal.siteAdmin) throw forbidden(MESSAGES.siteAdminOnly);
    }
    const text = await this.metrics.render();
    response.type(this.metrics.contentType);
    return text;
  }

  private isScraper(request: AuthenticatedRequest): boolean {
    const header = request.headers.authorization;
    if (!this.token || !header?.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(header.slice(7).trim()), this.token);
  }
}

/** The system's metrics, read from PostgreSQL whenever Prometheus scrapes. */
@Module({})
export class MetricsModule {
  static forRoot(projections: readonly Projection[]): DynamicModule {
    return {
      module: MetricsModule,
      controllers: [MetricsController],
      providers: [
        {
          provide: SystemMetrics,
          inject: [DATABASE_POOL, EventStore],
          // Only its status() is used: the worker process runs the projections.
          useFactory: (pool: pg.Pool, store: EventStore) => new SystemMetrics(pool, new ProjectionRunner(pool, store, projections)),
        },
      ],
    };
  }
}
