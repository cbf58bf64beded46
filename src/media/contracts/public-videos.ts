/** What other contexts may ask about the videos a profile publishes (the profile's Videos tab). */
export abstract class PublicVideos {
  /** Whether the owner has videos ready to watch (members-only ones included: non-members see them blurred). */
  abstract hasVideos(ownerId: string): Promise<boolean>;
}
