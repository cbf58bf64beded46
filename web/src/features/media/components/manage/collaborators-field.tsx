import { useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/ui/search-box';
import * as schemas from '../../../../lib/api/contract.gen';
import { useCollaboratorSearch } from '../../api/manage-videos';
import { useDebounced } from '../../../../lib/use-debounced';

/** A credited profile as the form shows it, or an invitation by e-mail (identifier '_invitation', name: the address). */
export interface Collaborator {
  uuid: string;
  identifier: string;
  name: string;
}

/** The API's rules for inviting an address, from its contract. */
const INVITATION = schemas.SaveVideoRequest['x-invitation'];
const EMAIL = new RegExp(INVITATION.emailPattern);

export const INVITATION_IDENTIFIER = '_invitation';
export const isInvitation = (collaborator: Collaborator) => collaborator.identifier === INVITATION_IDENTIFIER;

/** The typed text as an invitation's address (trimmed, lower-cased), or null when it is no e-mail address. */
export function invitationAddress(text: string): string | null {
  const email = text.trim().toLowerCase();
  return EMAIL.test(email) ? email : null;
}

/** Seed 001 §2.1 (the same search as the team form) and §8. */
export const COLLABORATOR_TEXT = {
  alreadyAdded: INVITATION.messages.alreadyAdded,
  invitationWillBeSent: (email: string) => `An invitation will be sent to ${email}`,
  notFoundByName: "We couldn't find a Limelight account by that name. Enter their email address to send an invite.",
  invited: (email: string) => `${email} (Invited)`,
} as const;

/**
 * The video's collaborators, and a search (people and organizations, 300 ms after typing stops) to add more; an
 * e-mail address nobody is found by is invited instead.
 */
export function CollaboratorsField({
  ownerId,
  value,
  busy,
  onAdd,
  onInvite,
  onRemove,
}: {
  ownerId: string;
  value: Collaborator[];
  busy: boolean;
  onAdd: (collaborator: Collaborator) => void;
  onInvite: (email: string) => void;
  onRemove: (collaborator: Collaborator) => void;
}) {
  const [text, setText] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const results = useCollaboratorSearch(query);
  const taken = new Set([ownerId, ...value.map((c) => c.uuid)]);
  const email = invitationAddress(query);
  const invited = !!email && value.some((c) => isInvitation(c) && c.name === email);
  // Results show while there is text: an added or invited one clears it, and the keyboard goes back to the search.
  const shown = !!text.trim() && !!query.trim();
  const added = () => {
    setText('');
    search.current?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-medium">Collaborators</legend>
      {value.length > 0 && (
        <ul aria-label="Collaborators" className="flex flex-col gap-1">
          {value.map((collaborator) => (
            <li key={collaborator.uuid} className="flex items-center gap-2 text-sm">
              {isInvitation(collaborator) ? (
                <span className="font-medium">{COLLABORATOR_TEXT.invited(collaborator.name)}</span>
              ) : (
                <>
                  <span className="font-medium">{collaborator.name}</span>
                  <span className="text-neutral-500">@{collaborator.identifier}</span>
                </>
              )}
              <button type="button" className="ml-auto underline" disabled={busy} onClick={() => onRemove(collaborator)}>
                Remove {collaborator.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="text-sm">
        Search for a person or organization, or type an email
        <input
          ref={search}
          type="search"
          className="mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2"
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Enter searches (it waits for the pause anyway) rather than submitting the video form around it.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          placeholder="Name, @username or email"
        />
      </label>
      {shown && results.data && results.data.length > 0 && (
        <ul aria-label="Search results" className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {results.data.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                disabled={busy || taken.has(candidate.id)}
                className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-neutral-50 disabled:opacity-50"
                onClick={() => {
                  onAdd({ uuid: candidate.id, identifier: candidate.username, name: candidate.name });
                  added();
                }}
              >
                <span className="font-medium">{candidate.name}</span>
                <span className="text-neutral-500">@{candidate.username}</span>
                {taken.has(candidate.id) && <span className="ml-auto text-xs">{COLLABORATOR_TEXT.alreadyAdded}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && results.data?.length === 0 && (
        <div role="status" className="flex items-center gap-3 text-sm text-neutral-600">
          {!email ? (
            COLLABORATOR_TEXT.notFoundByName
          ) : invited ? (
            COLLABORATOR_TEXT.alreadyAdded
          ) : (
            <>
              <span>{COLLABORATOR_TEXT.invitationWillBeSent(email)}</span>
              <button
                type="button"
                disabled={busy}
                className="ml-auto rounded-full border border-neutral-300 px-4 py-1.5 font-medium hover:bg-neutral-50 disabled:opacity-50"
                onClick={() => {
                  onInvite(email);
                  added();
                }}
              >
                Invite
              </button>
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
