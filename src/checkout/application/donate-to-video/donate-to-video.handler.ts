import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { DONATABLE_VIDEO_NOT_FOUND, DonatableVideos } from '../../../media/contracts/donatable-videos.js';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { donationAccount } from '../../contracts/video-donations.js';
import { checkDonation, decide, donationFee, DONATION_MESSAGES, DonationRejected, type DonationTerms } from '../../domain/donation.js';
import { donationRefusal, Donations } from '../donation-repository.js';
import { donationView, type DonationView } from '../donation-view.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { DonateToVideoCommand } from './donate-to-video.command.js';

/** A profile's one name split like a buyer's: the first word, and the rest. */
function names(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Starts a donation to a video the donor may watch, when its owner can take payments: the payment is a
 * destination charge to the owner's connected account with the platform fee taken out, as for tickets.
 */
@CommandHandler(DonateToVideoCommand)
export class DonateToVideoHandler implements ICommandHandler<DonateToVideoCommand> {
  constructor(
    private readonly videos: DonatableVideos,
    private readonly profiles: ProfileDirectory,
    private readonly gateway: PaymentGateway,
    private readonly donations: Donations,
  ) {}

  async execute({ donor, videoId, amount }: DonateToVideoCommand): Promise<DonationView> {
    const video = await this.videos.forViewer(videoId, donor);
    if (!video) throw notFound(DONATABLE_VIDEO_NOT_FOUND);
    const profiles = await this.profiles.findByIds([video.ownerId, donor.userId]);
    const owner = profiles.find((profile) => profile.id === video.ownerId);
    const donorProfile = profiles.find((profile) => profile.id === donor.userId);
    const email = await this.profiles.accountEmail(donor.userId);
    if (!owner || !donorProfile || !email) throw notFound(DONATABLE_VIDEO_NOT_FOUND);
    const account = donationAccount(owner);
    if (!account) throw unprocessable(DONATION_MESSAGES.off);
    const terms: DonationTerms = {
      donationId: randomUUID(),
      video: { id: video.id, title: video.title },
      owner: { id: owner.id, username: owner.username },
      donor: { userId: donor.userId, ...names(donorProfile.name), email },
      amount,
      currency: owner.currency,
    };
    try {
      checkDonation(terms);
    } catch (error) {
      throw error instanceof DonationRejected ? donationRefusal(error) : error;
    }
    const payment = await this.gateway.createPayment({
      orderId: terms.donationId,
      amount,
      currency: terms.currency,
      applicationFee: donationFee(amount),
      destinationAccount: account,
      description: `Donation to ${video.title}`,
      express: false,
      idempotencyKey: `donation-${terms.donationId}`,
    });
    const { state } = await this.donations.execute(terms.donationId, (current) =>
      decide({ type: 'StartDonation', terms, paymentId: payment.id, destinationAccount: account, now: new Date() }, current),
    );
    return donationView(state, this.gateway, payment);
  }
}
