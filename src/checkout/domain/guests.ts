import { BUYER_MESSAGES, nameError, normaliseEmail } from './buyer-info.js';
import { DEFAULT_GUEST, type Holder } from './order.js';

export interface GuestInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Reserved seating: the label of the seat (or area) the guest's ticket takes. */
  seat?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const GUEST_MESSAGES = {
  tooMany: 'There are more guests than tickets',
} as const;

/**
 * The holders of guest tickets: names default to 'Anonymous' / 'Guest' and the e-mail may be left out, but
 * what is given follows the checkout's rules for names and e-mail. Tickets beyond the listed guests are anonymous.
 */
export function guestHolders(inputs: readonly GuestInput[], tickets: number): { holders: Holder[] } | { errors: string[] } {
  if (inputs.length > tickets) return { errors: [GUEST_MESSAGES.tooMany] };
  const errors = new Set<string>();
  const holders = Array.from({ length: tickets }, (_, n): Holder => {
    const input = inputs[n] ?? {};
    const firstName = input.firstName?.trim() || DEFAULT_GUEST.firstName;
    const lastName = input.lastName?.trim() || DEFAULT_GUEST.lastName;
    for (const name of [firstName, lastName]) {
      const problem = nameError(name, BUYER_MESSAGES.firstName);
      if (problem) errors.add(problem);
    }
    const email = normaliseEmail(input.email);
    if (email && !EMAIL.test(email)) errors.add(BUYER_MESSAGES.email);
    return { firstName, lastName, email };
  });
  return errors.size ? { errors: [...errors] } : { holders };
}

/** Transferring a ticket: the new holder's name (split into first and last) and e-mail, both required. */
export function transferHolder(input: { name?: string; email?: string }): { holder: Holder } | { errors: string[] } {
  const errors: string[] = [];
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  const problem = nameError(name, TRANSFER_MESSAGES.name);
  if (problem) errors.push(problem);
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email)) errors.push(BUYER_MESSAGES.email);
  if (errors.length) return { errors };
  const [firstName, ...rest] = name.split(' ');
  return { holder: { firstName: firstName!, lastName: rest.join(' '), email } };
}

export const TRANSFER_MESSAGES = {
  name: 'Name is required',
} as const;
