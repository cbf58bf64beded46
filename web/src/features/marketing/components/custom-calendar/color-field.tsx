import { useId } from 'react';
import { isHexColor } from '../../../../lib/calendar-options';
import { cleanColorInput, colorError } from './generator-rules';

/** A colour as six hex digits: typed (a leading '#' dropped, uppercased) or picked from the swatch. */
export function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const error = colorError(label, value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label={`Pick ${label.toLowerCase()}`}
          value={isHexColor(value) ? `#${value.toLowerCase()}` : '#000000'}
          onChange={(event) => onChange(cleanColorInput(event.target.value))}
          className="h-9 w-10 shrink-0 cursor-pointer rounded border border-neutral-300 bg-white p-0.5"
        />
        <div className="flex w-full items-center rounded-lg border border-neutral-300 px-3 focus-within:ring-2 focus-within:ring-brand/40 aria-invalid:border-red-500" aria-invalid={error ? true : undefined}>
          <span aria-hidden="true" className="text-neutral-500">
            #
          </span>
          <input
            id={id}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(cleanColorInput(event.target.value))}
            className="w-full py-2 pl-1 font-mono uppercase outline-none"
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
