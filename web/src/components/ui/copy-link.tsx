import { useId } from 'react';
import { toast } from '../../lib/toast';
import { useCopied } from '../../lib/use-copied';

/**
 * A link to share: read-only (selected on focus, to copy by hand) beside a copy button that says 'Link copied' for
 * 2 seconds (seed 001 §2.5, §9), also to screen readers.
 */
export function CopyLinkField({
  label,
  link,
  hint,
  hideLabel = false,
  copyLabel = 'Copy link',
  className,
}: {
  label: string;
  link: string;
  /** A line under the label saying what the link is for. */
  hint?: string;
  hideLabel?: boolean;
  copyLabel?: string;
  className?: string;
}) {
  const id = useId();
  const { copied, copy } = useCopied();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium'}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <div className={`${hideLabel ? '' : 'mt-2 '}flex gap-2`}>
        <input
          id={id}
          readOnly
          value={link}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 py-2 text-sm"
        />
        <button
          type="button"
          onClick={() => copy(link).catch(() => toast.error('Could not copy the link: select it and copy it yourself'))}
          className="shrink-0 rounded-full border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-100"
        >
          {copied ? 'Link copied' : copyLabel}
        </button>
        {/* A focused button's new text is not read out; this is. */}
        <span role="status" className="sr-only">
          {copied ? 'Link copied' : ''}
        </span>
      </div>
    </div>
  );
}
