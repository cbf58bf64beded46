import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { formatTime12, isWithin, readTypedTime, TIME_STEP_MINUTES, timeOptions } from './date-time-rules';

export interface TimePickerProps {
  /** The accessible name; shown above the input unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** 'HH:mm' on a 24-hour clock, or '' for no time. */
  value: string;
  /** Called with the accepted time, or '' when the text is cleared or not accepted. */
  onChange(value: string): void;
  onBlur?(): void;
  /** Earliest and latest time offered and accepted, 'HH:mm' inclusive. */
  min?: string;
  max?: string;
  /** Minutes between options. */
  step?: number;
  error?: string;
  /** Flagged by the form, whose message is shown elsewhere (`describedBy`). */
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Seed 002 §5: a combobox offering times every 30 minutes as 'hh:mm AM/PM' between optional bounds. Typed text is taken
 * when it reads hh:mm AM/PM (or 24-hour, shown in 12-hour once taken) within the bounds; anything else is refused with an
 * error style. Arrows open the list and move through it, Enter chooses, Escape closes it.
 */
export function TimePicker({ label, hideLabel, value, onChange, onBlur, min, max, step = TIME_STEP_MINUTES, error, invalid: flagged, describedBy, disabled, name, className, ref }: TimePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const bounds = { min, max };
  const options = timeOptions(bounds, step);
  const [text, setText] = useState(value ? formatTime12(value) : '');
  const [refused, setRefused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The value last shown: a new one from outside (a reset, a cascade) replaces the text.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ? formatTime12(value) : '');
    setRefused(false);
  }

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const report = (next: string) => {
    setShown(next);
    if (next !== value) onChange(next);
  };
  const choose = (time: string) => {
    setText(formatTime12(time));
    setRefused(false);
    setOpen(false);
    report(time);
  };
  /** Takes the typed text as it stands (on blur, or Enter without a highlighted option). */
  const commit = () => {
    setOpen(false);
    const typed = readTypedTime(text, bounds);
    if (typed.kind === 'time') return choose(typed.time);
    setRefused(typed.kind === 'invalid');
    report('');
  };
  /** The list opens on the chosen time, else the first one after it. */
  const openList = (fallback: number) => {
    const at = value ? options.findIndex((time) => time >= value) : -1;
    setOpen(true);
    setActive(at >= 0 ? at : fallback);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open || event.altKey) return openList(down ? 0 : options.length - 1);
      setActive((index) => (down ? Math.min(index + 1, options.length - 1) : Math.max(index - 1, 0)));
    } else if (event.key === 'Enter') {
      // Choosing from the list must not submit the form.
      if (open) event.preventDefault();
      if (open && options[active]) choose(options[active]);
      else commit();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const invalid = refused || flagged || !!error || (!!value && !isWithin(value, bounds));
  const activeId = open && options[active] ? `${listId}-${active}` : undefined;
  return (
    <div className={className}>
      {!hideLabel && (
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
      )}
      <div className={`relative ${hideLabel ? '' : 'mt-1'}`}>
        <input
          ref={ref}
          id={id}
          name={name}
          role="combobox"
          aria-label={hideLabel ? label : undefined}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="none"
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? errorId : describedBy}
          autoComplete="off"
          placeholder="hh:mm AM/PM"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onClick={() => (open ? setOpen(false) : openList(0))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
          className={`w-full rounded-lg border px-3 py-2 outline-none focus:ring-2 focus:ring-brand/40 ${invalid ? 'border-red-500 bg-red-50 text-red-700' : 'border-neutral-300'}`}
        />
        <ul
          id={listId}
          role="listbox"
          // Not the input's name, which stays unique to the input.
          aria-label="Times"
          hidden={!open}
          // Keeps the focus in the input: choosing an option or dragging the list's scrollbar is no blur.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute z-20 mt-1 max-h-60 w-full min-w-32 overflow-auto rounded-lg border border-neutral-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.length === 0 && (
            <li role="option" aria-disabled="true" aria-selected="false" className="px-3 py-2 text-neutral-500">
              No times available
            </li>
          )}
          {options.map((time, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys stay with the combobox input (arrows and Enter), as the pattern has it
            <li
              key={time}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => choose(time)}
              className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-brand/10' : ''} ${time === value ? 'font-semibold' : ''}`}
            >
              {formatTime12(time)}
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
