import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { BENEFIT_MESSAGES } from '../domain/membership-rules.js';
import type { BenefitView } from './membership-views.js';
import type { MembershipQueries } from './ports/membership-queries.port.js';

/** One benefit of the owner as the benefit pages show it. */
export async function readBenefit(queries: MembershipQueries, ownerId: string, benefitId: string): Promise<BenefitView> {
  const [view] = isUuid(ownerId) && isUuid(benefitId) ? await queries.benefits(ownerId, { status: 'all', benefitId }) : [];
  if (!view) throw notFound(BENEFIT_MESSAGES.notFound);
  return view;
}
