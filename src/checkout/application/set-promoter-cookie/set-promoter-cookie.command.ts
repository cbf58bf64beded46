import { Command } from '@nestjs/cqrs';

/** The cookie a promoter link sets: its name (`promoter_{eventId}`), value (the promoter's profile id) and lifetime. */
export interface PromoterCookie {
  name: string;
  value: string;
  maxAgeMs: number;
}

/** Seed 000 §7 "Promoter cookie": the visitor opened `/promote/{promoterUsername}/{courseId}`. */
export class SetPromoterCookieCommand extends Command<PromoterCookie> {
  constructor(
    readonly courseId: string | undefined,
    readonly promoterUsername: string | undefined,
    /** The cookie's name; only 'promoter' (the default) is known. */
    readonly name: string | undefined,
    /** The caller's address, for the rate limit. */
    readonly ip: string,
  ) {
    super();
  }
}
