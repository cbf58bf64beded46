import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/ui/search-box';
import { useCollaboratorSearch } from '../../api/manage-videos';
import { useDebounced } from '../../../../lib/use-debounced';

/** A credited profile as the form shows it. */
export interface Collaborator {
  uuid: string;
  identifier: string;
  name: string;
}

/** The video's collaborators, and a search (people and organizations, 300 ms after typing stops) to add more. */
export function CollaboratorsField({
  ownerId,
  value,
  busy,
  onAdd,
  onRemove,
}: {
  ownerId: string;
  value: Collaborator[];
  busy: boolean;
  onAdd: (collaborator: Collaborator) => void;
  onRemove: (collaborator: Collaborator) => void;
}) {
  const [text, setText] = useState('');
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const results = useCollaboratorSearch(query);
  const taken = new Set([ownerId, ...value.map((c) => c.uuid)]);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-medium">Collaborators</legend>
      {value.length > 0 && (
        <ul aria-label="Collaborators" className="flex flex-col gap-1">
          {value.map((collaborator) => (
            <li key={collaborator.uuid} className="flex items-center gap-2 text-sm">
              <span className="font-medium">{collaborator.name}</span>
              <span className="text-neutral-500">@{collaborator.identifier}</span>
              <button type="button" className="ml-auto underline" disabled={busy} onClick={() => onRemove(collaborator)}>
                Remove {collaborator.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="text-sm">
        Search for a person or organization
        <input
          type="search"
          className="mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2"
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Enter searches (it waits for the pause anyway) rather than submitting the video form around it.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          placeholder="Name or @username"
        />
      </label>
      {query.trim() && results.data && (
        <ul aria-label="Search results" className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {results.data.length === 0 && <li className="px-3 py-2 text-sm text-neutral-600">No results</li>}
          {results.data.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                disabled={busy || taken.has(candidate.id)}
                className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-neutral-50 disabled:opacity-50"
                onClick={() => {
                  onAdd({ uuid: candidate.id, identifier: candidate.username, name: candidate.name });
                  setText('');
                }}
              >
                <span className="font-medium">{candidate.name}</span>
                <span className="text-neutral-500">@{candidate.username}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
