import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { conflict, notFound, ValidationFailed } from '../../../shared/errors.js';
import { type ChartDefinition, chartEditRefusal, chartPlaces, type ChartPlace, checkChartName, readChart, SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';
import { SeatChartRepository } from '../ports/seat-chart-repository.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { seatChartView, type SeatChartView } from '../seat-chart-view.js';
import { UpdateSeatChartCommand } from './update-seat-chart.command.js';

/** The labels whose sold or held places an edit could affect: gone, of another kind or category, or fewer places. */
function affectedLabels(oldPlaces: readonly ChartPlace[], newPlaces: readonly ChartPlace[]): string[] {
  const next = new Map(newPlaces.map((place) => [place.label, place]));
  return oldPlaces
    .filter((old) => {
      const now = next.get(old.label);
      return !now || now.kind !== old.kind || now.categoryKey !== old.categoryKey || now.capacity < old.capacity;
    })
    .map((place) => place.label);
}

@CommandHandler(UpdateSeatChartCommand)
export class UpdateSeatChartHandler implements ICommandHandler<UpdateSeatChartCommand> {
  constructor(
    private readonly charts: SeatChartRepository,
    private readonly queries: TicketingQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ chartId, version, changes }: UpdateSeatChartCommand): Promise<SeatChartView> {
    const name = changes.name === undefined ? null : checkChartName(changes.name);
    const read = changes.definition === undefined ? null : readChart(changes.definition);
    const problems = [...(name && 'errors' in name ? name.errors : []), ...(read && 'errors' in read ? read.errors : [])];
    if (problems.length) throw new ValidationFailed(problems);
    const definition: ChartDefinition | null = read && 'definition' in read ? read.definition : null;

    const saved = await this.charts.transaction(async (charts) => {
      const chart = await charts.find(chartId, { lock: 'update' });
      if (!chart) throw notFound(SEATING_MESSAGES.notFound);
      if (chart.version !== version) throw conflict(SEATING_MESSAGES.versionConflict);
      const dates = definition ? await charts.datesUsing(chartId) : [];
      if (definition) {
        const oldPlaces = chartPlaces(chart.definition);
        const taken = await charts.lockTakenPlaces(dates, affectedLabels(oldPlaces, chartPlaces(definition)));
        // A sold seat may change category when every ticket type that sells its old category sells the new one too.
        const sellers = await charts.ticketTypeCategoryKeys(chartId);
        const stillMatches = (from: number, to: number) => {
          const selling = sellers.filter((keys) => keys.includes(from));
          return from === to || (selling.length > 0 && selling.every((keys) => keys.includes(to)));
        };
        const refusal = chartEditRefusal(oldPlaces, definition, taken, stillMatches);
        if (refusal.length) throw new ValidationFailed(refusal, 'unprocessable');
      }
      const next = {
        ...chart,
        name: name && 'name' in name ? name.name : chart.name,
        definition: definition ?? chart.definition,
        version: chart.version + 1,
        updatedAt: this.clock.now(),
      };
      await charts.save(next);
      if (definition) await charts.syncSeats(dates, chartPlaces(definition));
      return next;
    });
    return seatChartView(saved, await this.queries.takenSeatLabels(chartId));
  }
}
