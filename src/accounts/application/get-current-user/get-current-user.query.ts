import { Query } from '@nestjs/cqrs';
import type { CurrentUserView } from '../account-views.js';

export class GetCurrentUserQuery extends Query<CurrentUserView> {
  constructor(readonly userId: string) {
    super();
  }
}
