/** Facade: what viewers donated to videos, for the media context's management list. */
export abstract class VideoDonations {
  /** The sum of the paid donations to each of these videos, in minor units of its owner's currency (videos without any are absent). */
  abstract totals(videoIds: readonly string[]): Promise<Map<string, number>>;
}
