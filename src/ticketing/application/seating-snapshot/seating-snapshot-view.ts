import type { Currency } from '../../../shared/money.js';
import type { ChartDefinition } from '../../domain/seating/chart-rules.js';
import type { PublicSeat } from './seat-statuses.js';

/** A ticket type that sells a category, with what one ticket costs (as the checkout's ticket list shows it). */
export interface SeatTicketTypeView {
  id: string;
  name: string;
  price: number;
  fee: number;
  cost: number;
  currency: Currency;
}

export interface SeatCategoryView {
  key: number;
  label: string;
  color: string;
  ticketTypes: SeatTicketTypeView[];
}

/** A date's seat map for buyers: the chart, its categories with their prices, and every label's status. */
export interface SeatingSnapshotView {
  /** Changes with every change of a status (or of the chart and prices); the ETag. */
  version: number;
  chartVersion: number;
  definition: ChartDefinition;
  categories: SeatCategoryView[];
  /** In chart order. */
  seats: PublicSeat[];
}

/** The labels whose public status changed, and the version they bring the map to. */
export interface SeatChanges {
  version: number;
  seats: PublicSeat[];
}

/** Seats offered side by side (or places of one area), each with the first ticket type that sells its category. */
export interface BestAvailableView {
  seats: { seatLabel: string; ticketId: string; ticketQuantity: number }[];
}

export const SEATING_SNAPSHOT_MESSAGES = {
  noChart: 'This event has no seat chart',
} as const;
