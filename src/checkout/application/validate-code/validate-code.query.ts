export class ValidateCodeQuery {
  constructor(
    readonly eventDateId: string,
    readonly code: string,
    readonly attendance: 'in-person' | 'online' | undefined,
    /** The client's address, counted against the code-check limit. */
    readonly ip: string,
    /** The signed-in buyer (share codes are for them only); null for guests. */
    readonly userId: string | null = null,
  ) {}
}
