export class ListEventBroadcastsQuery {
  constructor(readonly eventId: string) {}
}
