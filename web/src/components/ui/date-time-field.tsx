import { useId, type ReactNode, type Ref } from 'react';
import { joinDateTime, splitDateTime, timeBoundsOn, withDate } from './date-time-rules';
import { TimePicker } from './time-picker';

export interface DateTimeFieldProps {
  /** The accessible name of the field; its inputs are named '{label} date' and '{label} time'. */
  label: string;
  /** The caption shown above the inputs, when it differs from the label. */
  legend?: ReactNode;
  /**
   * 'YYYY-MM-DDTHH:mm' like a `datetime-local` input, '' when empty, or half-filled ('2030-06-05T', 'T19:00'):
   * check it with `completeDateTime` before use.
   */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Bounds 'YYYY-MM-DDTHH:mm', inclusive: dates outside them are flagged, times outside them are neither offered nor taken. */
  min?: string;
  max?: string;
  /** Minutes between the offered times. */
  step?: number;
  error?: string;
  disabled?: boolean;
  className?: string;
  /** Focused by react-hook-form on an error. */
  ref?: Ref<HTMLInputElement>;
}

/** A date input and the time picker as one value, in place of `datetime-local` (seed 002 §5). */
export function DateTimeField({ label, legend, value, onChange, onBlur, min, max, step, error, disabled, className, ref }: DateTimeFieldProps) {
  const errorId = `${useId()}-error`;
  const { date, time } = splitDateTime(value);
  const bounds = timeBoundsOn(date, min, max);
  const minDate = min ? splitDateTime(min).date : undefined;
  const maxDate = max ? splitDateTime(max).date : undefined;
  return (
    <fieldset aria-label={label} className={className}>
      <legend className="text-sm">{legend ?? label}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          ref={ref}
          type="date"
          aria-label={`${label} date`}
          aria-invalid={!!error || bounds === null || undefined}
          aria-describedby={error ? errorId : undefined}
          min={minDate}
          max={maxDate}
          disabled={disabled}
          value={date}
          onChange={(event) => onChange(withDate(value, event.target.value, min, max))}
          onBlur={onBlur}
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2 outline-none focus:ring-2 focus:ring-brand/40 ${error || bounds === null ? 'border-red-500' : 'border-neutral-300'}`}
        />
        <TimePicker
          label={`${label} time`}
          hideLabel
          value={time}
          onChange={(next) => onChange(joinDateTime(date, next))}
          onBlur={onBlur}
          // '24:00' comes after every time: nothing is offered or taken on a date out of bounds.
          min={bounds ? bounds.min : '24:00'}
          max={bounds?.max}
          step={step}
          invalid={!!error}
          describedBy={error ? errorId : undefined}
          disabled={disabled}
          className="min-w-32 flex-1"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
