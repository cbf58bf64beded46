import type { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { MESSAGES, notFound, ValidationFailed } from '../../shared/errors.js';
import type { Currency } from '../../shared/money.js';
import { PROMO_CODE_MESSAGES, type GlobalPromoCode, type PromoTerms } from '../domain/promo-codes.js';
import type { PromoCodeRepository } from './ports/promo-code-repository.port.js';
import type { Category, TicketingQueries } from './ports/ticketing-queries.port.js';
import type { PromoCodeRecord } from './promo-code-view.js';

/** The owner's currency: a code's fixed discount is in it. */
export async function ownerCurrency(profiles: ProfileDirectory, ownerId: string): Promise<Currency> {
  const [owner] = await profiles.findByIds([ownerId]);
  if (!owner) throw notFound(MESSAGES.notFound);
  return owner.currency;
}

/**
 * Checks the rules' verdict: problems are answered 400 as a list `[{ message }]`. The categories a code
 * names must be the site's; answers them, to show with the code.
 */
export async function checkedTerms<T extends PromoTerms>(queries: TicketingQueries, checked: { errors: string[] } | { fields: T }): Promise<{ fields: T; categories: Category[] }> {
  if ('errors' in checked) throw new ValidationFailed(checked.errors);
  const known = await queries.categories();
  const categories = known.filter((category) => checked.fields.courseCategoryIds.includes(category.id));
  if (categories.length < checked.fields.courseCategoryIds.length) throw new ValidationFailed([PROMO_CODE_MESSAGES.unknownCategory]);
  return { fields: checked.fields, categories };
}

/** The owner's code; another owner's (or none) is answered 404 alike, so ids of others leak nothing. */
export async function findOwnPromoCode(codes: PromoCodeRepository, ownerId: string, id: string): Promise<GlobalPromoCode> {
  const code = await codes.findOfOwner(ownerId, id);
  if (!code) throw notFound(PROMO_CODE_MESSAGES.notFound);
  return code;
}

export const withCategories = (code: GlobalPromoCode, categories: Category[]): PromoCodeRecord => ({ ...code, courseCategories: categories });
