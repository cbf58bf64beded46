export class ValidateCodeQuery {
  constructor(
    readonly eventDateId: string,
    readonly code: string,
    readonly attendance: 'in-person' | 'online' | undefined,
    /** The client's address, counted against the code-check limit. */
    readonly ip: string,
  ) {}
}
