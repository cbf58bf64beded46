import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/ids.js';
import { VideoDonations } from '../../contracts/video-donations.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';

/** The paid donations per video, from the checkout_video_donations projection. */
@Injectable()
export class CheckoutVideoDonations extends VideoDonations {
  constructor(private readonly queries: CheckoutQueries) {
    super();
  }

  async totals(videoIds: readonly string[]): Promise<Map<string, number>> {
    const ids = [...new Set(videoIds.filter(isUuid))];
    return ids.length ? this.queries.videoDonationTotals(ids) : new Map();
  }
}
