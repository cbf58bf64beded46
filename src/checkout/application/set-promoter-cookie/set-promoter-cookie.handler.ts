import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { PublicEvents } from '../../../ticketing/contracts/public-events.js';
import { notFound, tooManyRequests, ValidationFailed } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { PROMOTER_COOKIE_LIMIT, PROMOTER_COOKIE_MAX_AGE_MS, PROMOTER_COOKIE_NAME, PROMOTER_MESSAGES, promoterCookie } from '../../domain/promoter-links.js';
import { SetPromoterCookieCommand, type PromoterCookie } from './set-promoter-cookie.command.js';

/** A promoter link names an existing account and a published event; the cookie then remembers the promoter for that event. */
@CommandHandler(SetPromoterCookieCommand)
export class SetPromoterCookieHandler implements ICommandHandler<SetPromoterCookieCommand> {
  constructor(
    private readonly events: PublicEvents,
    private readonly profiles: ProfileDirectory,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ courseId, promoterUsername, name, ip }: SetPromoterCookieCommand): Promise<PromoterCookie> {
    const problems = [
      ...(courseId?.trim() ? [] : [PROMOTER_MESSAGES.courseIdRequired]),
      ...(promoterUsername?.trim() ? [] : [PROMOTER_MESSAGES.promoterUsernameRequired]),
      ...(name === undefined || name === PROMOTER_COOKIE_NAME ? [] : [PROMOTER_MESSAGES.nameInvalid]),
    ];
    if (problems.length) throw new ValidationFailed(problems);
    if (!(await this.limits.hit(`promoter-cookie:${ip}`, PROMOTER_COOKIE_LIMIT))) throw tooManyRequests(PROMOTER_MESSAGES.tooManyRequests);
    const eventId = courseId!.trim().toLowerCase();
    if (!(await this.events.isPublished(eventId))) throw notFound(PROMOTER_MESSAGES.eventNotFound);
    const promoter = await this.profiles.findByUsername(promoterUsername!.trim());
    if (!promoter) throw notFound(PROMOTER_MESSAGES.promoterNotFound);
    return { name: promoterCookie(eventId), value: promoter.id, maxAgeMs: PROMOTER_COOKIE_MAX_AGE_MS };
  }
}
