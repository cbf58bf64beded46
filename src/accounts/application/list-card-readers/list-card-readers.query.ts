import { Query } from '@nestjs/cqrs';
import type { CardReaderView } from '../account-views.js';

/** The owner's card readers, oldest first. */
export class ListCardReadersQuery extends Query<CardReaderView[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
