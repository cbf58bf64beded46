import type { DonationPaid } from '../../../checkout/contracts/donation-events.js';
import { formatMoney } from '../../../shared/money.js';
import { escapeHtml, patronLink } from './order-facts.js';

/** The donation events that are payments: a viewer's paid donation to a video's owner (product type ArtistVideo). */
export const DONATION_PAYMENT_EVENTS = ['DonationPaid'];

/** The patron behind a donation: the donor, known by e-mail per owner like a buyer. */
export const donorKey = (donation: DonationPaid) => donation.donor.email.trim().toLowerCase();

export const donorName = (donation: DonationPaid) => `${donation.donor.firstName} ${donation.donor.lastName}`.trim();

/** The donation's share after the platform's and the provider's fees. */
export const donationNet = (donation: DonationPaid) => donation.amount - donation.platformFee - donation.providerFee;

const videoLink = (video: DonationPaid['video']) => `<a href="/watch/${encodeURIComponent(video.id)}">${escapeHtml(video.title)}</a>`;

/** The activity message of a donation (HTML with the patron and video links, names escaped). */
export const donationMessage = (donation: DonationPaid) =>
  `${patronLink(donation.owner.username, donorKey(donation), donorName(donation))} donated ${escapeHtml(formatMoney(donation.amount, donation.currency))} to ${videoLink(donation.video)}`;
