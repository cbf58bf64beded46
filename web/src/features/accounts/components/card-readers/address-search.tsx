import { useId, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../../lib/api/client';
import { useFetchPlace, usePlaceSuggestions, type PlaceAddress, type PlaceSuggestion } from '../../api/card-readers';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH, CARD_READER_TEXT, nextOption, searchable } from '../../card-readers';
import { useDebounced } from '../../../../lib/use-debounced';

interface Props {
  value: PlaceAddress | null;
  onChange(address: PlaceAddress | null): void;
  /** The form's message for the address (none chosen yet). */
  error?: string;
}

/**
 * The venue address search (a combobox): suggestions from 3 typed characters after a 300 ms pause, chosen
 * with the mouse or the arrow keys and Enter; the chosen address's parts are shown under it.
 */
export function AddressSearch({ value, onChange, error }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string>();
  const [choosing, setChoosing] = useState(false);
  const debounced = useDebounced(text, ADDRESS_SEARCH_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(debounced);
  const fetchPlace = useFetchPlace();
  const options = searchable(text) ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;
  const message = problem ?? error;

  const choose = async (suggestion: PlaceSuggestion) => {
    setOpen(false);
    setActive(-1);
    setText(suggestion.description);
    setChoosing(true);
    try {
      onChange(await fetchPlace(suggestion.placeId));
      setProblem(undefined);
    } catch (failure) {
      onChange(null);
      setProblem(errorMessage(failure, CARD_READER_TEXT.address));
    } finally {
      setChoosing(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextOption(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      void choose(options[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium">
        Venue address <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : `${id}-hint`}
        placeholder="Search for the venue's address"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          setProblem(undefined);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className={`mt-1 w-full rounded-lg border px-3 py-2 outline-none focus:ring-2 focus:ring-brand/40 ${message ? 'border-red-500' : 'border-neutral-300'}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-500">
        Type at least {ADDRESS_SEARCH_MIN_LENGTH} characters, e.g. 350 5th Ave, New York, NY 10118
      </p>
      <ul id={listId} role="listbox" aria-label="Address suggestions" hidden={!expanded} className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg">
        {options.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys stay with the combobox input (arrows and Enter), as the pattern has it
          <li
            key={suggestion.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-neutral-100' : 'hover:bg-neutral-50'}`}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      {choosing && (
        <p role="status" className="mt-1 text-sm text-neutral-500">
          Looking up the address…
        </p>
      )}
      {message && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-600">
          {message}
        </p>
      )}
      {value && (
        <dl aria-label="Chosen address" className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-neutral-50 p-3 text-sm">
          <dt className="text-neutral-500">Address</dt>
          <dd>{value.address}</dd>
          <dt className="text-neutral-500">City</dt>
          <dd>{value.city}</dd>
          <dt className="text-neutral-500">State</dt>
          <dd>
            {value.state} ({value.stateCode})
          </dd>
          <dt className="text-neutral-500">Zip code</dt>
          <dd>{value.zipcode}</dd>
          <dt className="text-neutral-500">Country</dt>
          <dd>{value.country}</dd>
        </dl>
      )}
    </div>
  );
}
