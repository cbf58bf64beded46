/** A new stream key for the date's broadcast; the old one stops being accepted (a running stream goes on until it stops). */
export class RegenerateStreamKeyCommand {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string,
  ) {}
}
