import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver } from '../../shared/access.js';
import { SeatChartRepository } from './ports/seat-chart-repository.port.js';

/** Calls on `/seat_charts/{id}` act for the chart's owner; an unknown id resolves to none (the handler answers 404). */
@Injectable()
export class SeatChartOwnerResolver implements OwnerResolver {
  constructor(private readonly charts: SeatChartRepository) {}

  async resolveOwnerId({ params }: CallArguments): Promise<string | null> {
    return (await this.charts.find(params.id ?? ''))?.ownerId ?? null;
  }
}
