import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { MESSAGES, notFound, ValidationFailed } from '../../../shared/errors.js';
import { checkChartName, readChart } from '../../domain/seating/chart-rules.js';
import { SeatChartRepository } from '../ports/seat-chart-repository.port.js';
import { seatChartView, type SeatChartView } from '../seat-chart-view.js';
import { CreateSeatChartCommand } from './create-seat-chart.command.js';

@CommandHandler(CreateSeatChartCommand)
export class CreateSeatChartHandler implements ICommandHandler<CreateSeatChartCommand> {
  constructor(
    private readonly charts: SeatChartRepository,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, name, definition }: CreateSeatChartCommand): Promise<SeatChartView> {
    const checkedName = checkChartName(name);
    const chart = readChart(definition);
    if ('errors' in checkedName || 'errors' in chart) throw new ValidationFailed([...('errors' in checkedName ? checkedName.errors : []), ...('errors' in chart ? chart.errors : [])]);
    // A site admin may name any id: it must be an owner.
    if (!(await this.profiles.findByIds([ownerId])).length) throw notFound(MESSAGES.notFound);
    const now = this.clock.now();
    const created = { id: randomUUID(), ownerId, name: checkedName.name, version: 1, definition: chart.definition, createdAt: now, updatedAt: now };
    await this.charts.add(created);
    return seatChartView(created, []);
  }
}
