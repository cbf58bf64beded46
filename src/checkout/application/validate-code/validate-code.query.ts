export class ValidateCodeQuery {
  constructor(
    readonly eventDateId: string,
    readonly code: string,
    readonly attendance: 'in-person' | 'online' | undefined,
  ) {}
}
