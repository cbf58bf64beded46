import type { Projection } from '../../../shared/projections/projection.js';
import { activitiesProjection } from './activities.projection.js';
import { checkInsProjection } from './check-ins.projection.js';
import { eventSalesProjection } from './event-sales.projection.js';
import { funnelPurchasesProjection } from './funnel-purchases.projection.js';
import { patronsProjection } from './patrons.projection.js';
import { promoCodeSalesProjection } from './promo-code-sales.projection.js';
import { promoterSalesProjection } from './promoter-sales.projection.js';
import { revenueProjection } from './revenue.projection.js';
import { signUpsPerDayProjection } from './sign-ups-per-day.projection.js';
import { transactionsProjection } from './transactions.projection.js';

/** Every projection of the reporting context (schema `reporting`). */
export const reportingProjections: Projection[] = [
  signUpsPerDayProjection,
  transactionsProjection,
  patronsProjection,
  revenueProjection,
  activitiesProjection,
  eventSalesProjection,
  promoterSalesProjection,
  checkInsProjection,
  funnelPurchasesProjection,
  promoCodeSalesProjection,
];
