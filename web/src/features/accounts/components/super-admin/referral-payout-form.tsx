import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { CURRENCY_CODES, DEFAULT_CURRENCY, isCurrency, toMinor, type Currency } from '../../../../lib/money';
import type { AdminAccount } from '../../api/super-admin';

export const AMOUNT_REQUIRED = 'Enter the amount paid, more than 0';

/** Records a referral payout made to one account (chosen in the accounts table): the amount paid and its currency. */
export function ReferralPayoutForm({
  account,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  account: AdminAccount;
  busy: boolean;
  /** What the API refused, if it did. */
  error?: string;
  /** The amount in minor units of `currency`. */
  onSubmit: (amount: number, currency: Currency) => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY);
  const [problem, setProblem] = useState<string>();
  const currencyId = useId();
  // Opened from a row of the table above: the keyboard goes straight to the amount.
  const amountInput = useRef<HTMLInputElement>(null);
  useEffect(() => amountInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinor(amount, currency);
    if (minor === null || minor < 1) {
      setProblem(AMOUNT_REQUIRED);
      return;
    }
    setProblem(undefined);
    onSubmit(minor, currency);
  };

  return (
    <form aria-label={`Referral payout to ${account.name}`} onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4">
      <p className="text-sm">
        Paying <span className="font-medium">{account.name}</span> (@{account.username}). The payout shows in their Referral Tracker.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <TextField ref={amountInput} label="Amount paid" inputMode="decimal" value={amount} error={problem} onChange={(event) => setAmount(event.target.value)} className="w-40" />
        <div>
          <label htmlFor={currencyId} className="block text-sm font-medium">
            Currency
          </label>
          <select
            id={currencyId}
            value={currency}
            onChange={(event) => isCurrency(event.target.value) && setCurrency(event.target.value)}
            className="mt-1 rounded-lg border border-neutral-300 px-3 py-2 uppercase"
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="rounded-full bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-60">
          Record payout
        </button>
        <button type="button" onClick={onCancel} className="rounded-full border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-100">
          Cancel
        </button>
      </div>
    </form>
  );
}
