import type { Projection } from '../../../shared/projections/projection.js';
import { signUpsPerDayProjection } from './sign-ups-per-day.projection.js';

/** Every projection of the reporting context (schema `reporting`). */
export const reportingProjections: Projection[] = [signUpsPerDayProjection];
