import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { CardPayment } from '../../../components/payment/card-payment';
import { AppLink } from '../../../components/ui/app-link';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api/client';
import { loginHref } from '../../../lib/login';
import { formatMoney, toMinor } from '../../../lib/money';
import { donationsApi, type Donation } from '../api/donations';
import { useIsLoggedIn, type WatchVideo } from '../api/watch';
import { DONATION_TEXT, donationPresets, donationRange } from '../donation-rules';
import { watchPath } from './video-card';

const donateClass = 'rounded-full bg-brand px-4 py-1.5 font-medium text-white hover:opacity-90 disabled:opacity-60';

/**
 * 'Donate' when the video's owner takes donations: a signed-in viewer opens the donation dialog, a signed-out one
 * goes to login and comes back to the video.
 */
export function DonateButton({ video }: { video: WatchVideo }) {
  const { loggedIn, isLoading } = useIsLoggedIn();
  const [open, setOpen] = useState(false);
  if (!video.donations) return null;
  if (!loggedIn)
    return isLoading ? (
      <button type="button" disabled className={donateClass}>
        {DONATION_TEXT.donate}
      </button>
    ) : (
      <AppLink href={loginHref(watchPath(video.id))} className={donateClass}>
        {DONATION_TEXT.donate}
      </AppLink>
    );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={donateClass}>
        {DONATION_TEXT.donate}
      </button>
      {open && <DonateDialog video={video} currency={video.donations.currency} onClose={() => setOpen(false)} />}
    </>
  );
}

/** 'Support {owner}': the amount, then the card payment; a paid donation closes the dialog with a thank-you. */
function DonateDialog({ video, currency, onClose }: { video: WatchVideo; currency: string; onClose: () => void }) {
  const [donation, setDonation] = useState<Donation>();
  const cardStep = useRef<HTMLDivElement>(null);
  // The amount step goes, and Continue with it: the keyboard goes on at the card's first field.
  useEffect(() => {
    if (donation) cardStep.current?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus();
  }, [donation]);
  const paid = () => {
    onClose();
    toast.success(DONATION_TEXT.thanks);
  };
  return (
    <Modal title={DONATION_TEXT.title(video.owner.name)} onClose={onClose}>
      {donation ? (
        <div ref={cardStep}>
          <CardPayment payment={donation.payment} amount={donation.amount} currency={donation.currency} returnUrl={`${watchPath(video.id)}?donation=${donation.id}`} onPaid={paid} />
        </div>
      ) : (
        <AmountStep videoId={video.id} currency={currency} onStarted={setDonation} />
      )}
    </Modal>
  );
}

/** A preset amount or a custom one; Continue starts the donation (the API checks the amount and says why it refuses). */
function AmountStep({ videoId, currency, onStarted }: { videoId: string; currency: string; onStarted: (donation: Donation) => void }) {
  const [preset, setPreset] = useState<number>();
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const amount = custom.trim() ? toMinor(custom, currency) : preset;
  const presets = donationPresets(currency);

  const start = async (e: React.FormEvent) => {
    e.preventDefault();
    if (amount == null) return;
    setBusy(true);
    setError(undefined);
    const reply = await donationsApi.start(videoId, amount).catch(() => undefined);
    setBusy(false);
    if (!reply?.data) return setError(errorMessage(reply?.error));
    onStarted(reply.data);
  };

  return (
    <form onSubmit={(e) => void start(e)} className="flex flex-col gap-4">
      {presets.length > 0 && (
        <div role="group" aria-label="Amount" className="flex gap-2">
          {presets.map((value) => {
            const chosen = !custom.trim() && preset === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={chosen}
                onClick={() => {
                  setPreset(value);
                  setCustom('');
                }}
                className={`flex-1 rounded-full border px-4 py-2 font-medium ${chosen ? 'border-brand bg-brand text-white' : 'border-neutral-300'}`}
              >
                {formatMoney(value, currency)}
              </button>
            );
          })}
        </div>
      )}
      <div>
        <label htmlFor="donation-amount" className="mb-1 block text-sm font-medium">
          {DONATION_TEXT.customAmount}
        </label>
        <input
          id="donation-amount"
          inputMode="decimal"
          aria-describedby="donation-amount-range"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2"
        />
        <p id="donation-amount-range" className="mt-1 text-xs text-neutral-500">
          {donationRange(currency)}
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={amount == null || busy} className="self-start rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50">
        {DONATION_TEXT.continue}
      </button>
    </form>
  );
}
