import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { DONATION_MESSAGES } from '../../domain/donation.js';
import { DonationPayments } from '../donation-payments.js';
import { Donations } from '../donation-repository.js';
import { donationView, type DonationView } from '../donation-view.js';
import { paymentOutcome, PaymentGateway } from '../ports/payment-gateway.port.js';
import { GetDonationQuery } from './get-donation.query.js';

/**
 * A donation for its donor. While it is pending, the gateway is asked about its payment and a success is
 * recorded: the donor's return from the provider's page may come before its webhook.
 */
@QueryHandler(GetDonationQuery)
export class GetDonationHandler implements IQueryHandler<GetDonationQuery> {
  constructor(
    private readonly donations: Donations,
    private readonly payments: DonationPayments,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ donor, donationId }: GetDonationQuery): Promise<DonationView> {
    if (!isUuid(donationId)) throw notFound(DONATION_MESSAGES.notFound);
    let { state } = await this.donations.load(donationId);
    const started = state.started;
    if (!started || started.donor.userId !== donor.userId) throw notFound(DONATION_MESSAGES.notFound);
    const payment = await this.gateway.retrievePayment(started.paymentId);
    if (state.status === 'pending' && paymentOutcome(payment) === 'succeeded') {
      ({ state } = await this.payments.record(donationId, payment.id, 'succeeded'));
    }
    return donationView(state, this.gateway, payment);
  }
}
