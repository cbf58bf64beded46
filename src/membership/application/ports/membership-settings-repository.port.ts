import type { MembershipSettings } from '../../domain/membership-rules.js';

/** Port: the owners' membership page settings. */
export abstract class MembershipSettingsRepository {
  /** The owner's saved settings, or null (then the defaults apply). */
  abstract find(ownerId: string): Promise<MembershipSettings | null>;
  /** The owner's settings; without a saved row, the defaults (public) with a private uuid generated and saved now. */
  abstract findOrCreate(ownerId: string): Promise<MembershipSettings>;
  abstract save(settings: MembershipSettings): Promise<void>;
}
