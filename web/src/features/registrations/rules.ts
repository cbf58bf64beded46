import * as schemas from '../../lib/api/contract.gen';

/** The box office's rules for a personal order (seed 000 §5), from the API's contract, applied before asking it. */

/** Up to 25 of a ticket type, and never more than are left. */
const MAX_PER_TYPE = schemas.TicketQuantityRequest.properties.quantity.maximum;
export const maxQuantity = (available: number) => Math.max(0, Math.min(available, MAX_PER_TYPE));

export const MESSAGES = {
  ...schemas.ConfirmOrderRequest['x-messages'],
  noTickets: 'Please select at least one ticket',
} as const;

const person = schemas.BuyerRequest.properties;
const EMAIL = new RegExp(person.email.pattern);
const NAME = new RegExp(person.firstName.pattern);

export interface BuyerForm {
  firstName: string;
  lastName: string;
  email: string;
}

function nameError(name: string, missing: string): string | undefined {
  const value = name.trim();
  if (!value) return missing;
  if (!NAME.test(value)) return MESSAGES.nameCharacters;
  if (value.length > person.firstName.maxLength) return MESSAGES.nameLength;
  return undefined;
}

/**
 * A personal order's buyer is complete with a first and a last name; the e-mail may be left out, and is checked
 * only when given (trimmed, lowercased).
 */
export function buyerErrors(buyer: BuyerForm): Partial<Record<keyof BuyerForm, string>> {
  const errors: Partial<Record<keyof BuyerForm, string>> = {};
  const first = nameError(buyer.firstName, MESSAGES.firstName);
  if (first) errors.firstName = first;
  const last = nameError(buyer.lastName, MESSAGES.lastName);
  if (last) errors.lastName = last;
  const email = buyer.email.trim().toLowerCase();
  if (email && !EMAIL.test(email)) errors.email = MESSAGES.email;
  return errors;
}
