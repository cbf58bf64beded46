import { decide, donationFee, DonationRejected, fold, type DonationCommand, type DonationEvent, type DonationTerms } from './donation.js';

const now = new Date('2026-12-01T18:00:00Z');
const later = new Date('2026-12-01T18:05:00Z');
const terms: DonationTerms = {
  donationId: 'd1',
  video: { id: 'v1', title: 'Open rehearsal' },
  owner: { id: 'owner-1', username: 'maya' },
  donor: { userId: 'user-1', firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.com' },
  amount: 1000,
  currency: 'usd',
};
const start = (over: Partial<DonationTerms> = {}): DonationCommand => ({ type: 'StartDonation', terms: { ...terms, ...over }, paymentId: 'pi_1', destinationAccount: 'acct_owner', now });
const record = (outcome: Extract<DonationCommand, { type: 'RecordDonationPayment' }>['outcome'], paymentId = 'pi_1', reason = ''): DonationCommand => ({
  type: 'RecordDonationPayment',
  paymentId,
  outcome,
  reason,
  paymentMethod: 'demo',
  now: later,
});

/** given these events, when the commands run in turn, then the events they appended. */
const when = (given: DonationEvent[], ...commands: DonationCommand[]) => {
  const appended: DonationEvent[] = [];
  for (const command of commands) appended.push(...decide(command, fold([...given, ...appended])));
  return appended;
};
const started = () => when([], start());

describe('donation decider', () => {
  it('starts pending with the payment, the owner’s account and the platform fee', () => {
    expect(started()).toEqual([
      { type: 'DonationStarted', data: { ...terms, platformFee: 50, paymentId: 'pi_1', destinationAccount: 'acct_owner', startedAt: now.toISOString() } },
    ]);
    expect(fold(started())).toMatchObject({ exists: true, status: 'pending', paidAt: null });
  });

  it('takes 5% of the amount, rounded half up', () => {
    expect([donationFee(100), donationFee(110), donationFee(130), donationFee(129), donationFee(100_000)]).toEqual([5, 6, 7, 6, 5000]);
  });

  it('refuses the donor’s own video and an amount outside 100 … 100000 or not whole, in the owner’s currency', () => {
    expect(() => when([], start({ donor: { ...terms.donor, userId: 'owner-1' } }))).toThrow(new DonationRejected('You cannot donate to your own video', 'unprocessable'));
    const outOfRange = new DonationRejected('Please enter an amount from $1 to $1000.', 'invalid');
    for (const amount of [99, 100_001, 150.5, 0, -500]) expect(() => when([], start({ amount }))).toThrow(outOfRange);
    expect(() => when([], start({ amount: 50, currency: 'jpy' }))).toThrow('Please enter an amount from ¥100 to ¥100000.');
    expect(when([], start({ amount: 100 }))).toHaveLength(1);
    expect(when([], start({ amount: 100_000 }))).toHaveLength(1);
  });

  it('refuses to start twice and to record on a donation that does not exist', () => {
    expect(() => when(started(), start())).toThrow(new DonationRejected('This donation was already started', 'conflict'));
    expect(() => when([], record('succeeded'))).toThrow(new DonationRejected('Donation not found', 'not_found'));
  });

  it('given a started donation, when the payment succeeds, then it is paid once however often the news comes', () => {
    const events = when(started(), record('succeeded'), record('succeeded'), record('processing'), record('failed'), record('tryAgain'));
    expect(events).toEqual([
      {
        type: 'DonationPaid',
        data: { ...terms, platformFee: 50, providerFee: 0, paymentMethod: 'demo', paymentId: 'pi_1', paidAt: later.toISOString() },
      },
    ]);
    expect(fold([...started(), ...events])).toMatchObject({ status: 'paid', paidAt: later.toISOString() });
  });

  it('given a declined card, it stays pending and is paid by the next card', () => {
    const declined = when(started(), record('tryAgain', 'pi_1', 'Your card was declined.'), record('processing'));
    expect(declined).toEqual([]);
    expect(fold([...started(), ...declined]).status).toBe('pending');
    expect(when([...started(), ...declined], record('succeeded')).map((e) => e.type)).toEqual(['DonationPaid']);
  });

  it('given a cancelled payment, it fails once and a later success changes nothing', () => {
    const events = when(started(), record('failed', 'pi_1', 'canceled'), record('failed'), record('succeeded'));
    expect(events).toEqual([{ type: 'DonationFailed', data: { paymentId: 'pi_1', reason: 'canceled', failedAt: later.toISOString() } }]);
    expect(fold([...started(), ...events]).status).toBe('failed');
  });

  it('ignores news of another payment', () => {
    expect(when(started(), record('succeeded', 'pi_other'), record('failed', 'pi_other'))).toEqual([]);
  });
});
