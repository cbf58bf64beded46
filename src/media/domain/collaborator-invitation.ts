/**
 * Crediting someone on a video by e-mail before they have an account (seed 001 §5, seed 002 §7): the address
 * gets a link; whoever opens it signed in becomes a collaborator. Until then the invitation is listed among the
 * video's collaborators with the identifier `_invitation`.
 */
export const INVITATION_MESSAGES = {
  alreadyAdded: 'Already added',
  invalidEmail: 'Invalid email address',
  noLongerValid: 'Sorry, this invitation is no longer valid.',
} as const;

/** The `identifier` of a pending invitation in a video's collaborators (a profile's is its username). */
export const INVITATION_IDENTIFIER = '_invitation';

export const INVITATION_EMAIL_MAX = 320;
export const INVITATION_EMAIL_PATTERN = '^[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+$';
const EMAIL = new RegExp(INVITATION_EMAIL_PATTERN);

/** A pending invitation: the address (lower-cased) credited on the video. */
export interface CollaboratorInvitation {
  id: string;
  videoId: string;
  email: string;
}

/** The address as invitations keep it (trimmed, lower-cased), or null when it is no e-mail address. */
export function invitationAddress(text: string): string | null {
  const email = text.trim().toLowerCase();
  return email.length <= INVITATION_EMAIL_MAX && EMAIL.test(email) ? email : null;
}

/** The addresses of a comma list, each once; null when one of them is no e-mail address. */
export function invitationAddresses(list: string | undefined): string[] | null {
  const entries = (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const addresses = entries.map(invitationAddress);
  return addresses.every((address): address is string => address !== null) ? [...new Set(addresses)] : null;
}
