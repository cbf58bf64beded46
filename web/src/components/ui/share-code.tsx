import { toast } from '../../lib/toast';
import { useCopied } from '../../lib/use-copied';

/** Seed 002 §3: how many tickets a share code still buys. */
export const ticketsLeftText = (count: number) => (count <= 0 ? 'No tickets left' : count === 1 ? '1 ticket left' : `${count} tickets left`);

/**
 * A listed buyer's share code for a list ticket (seed 002 §3 Registration customUserListData): the code, a copy
 * button ('Copied' for 2 seconds) and the tickets it still buys others.
 */
export function ShareCode({ code, count, className = '' }: { code: string; count: number; className?: string }) {
  const { copied, copy } = useCopied();
  return (
    <div role="group" aria-label="Share code" className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <span className="font-medium">{`Share code ${code}`}</span>
      <button
        type="button"
        aria-label={copied ? 'Share code copied' : `Copy share code ${code}`}
        onClick={() => copy(code).catch(() => toast.error('Could not copy the code: select it and copy it yourself'))}
        className="rounded-full border border-current px-3 py-0.5 text-xs"
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span>{ticketsLeftText(count)}</span>
    </div>
  );
}
