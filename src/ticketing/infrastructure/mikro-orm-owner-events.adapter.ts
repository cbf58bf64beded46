import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OwnerEvents } from '../contracts/owner-events.js';
import { EventEntity } from './ticketing.entities.js';

@Injectable()
export class MikroOrmOwnerEvents extends OwnerEvents {
  constructor(private readonly em: EntityManager) {
    super();
  }

  closeOwnerEvents(ownerId: string): Promise<number> {
    return this.em.fork().nativeUpdate(EventEntity, { ownerId, published: true }, { published: false });
  }
}
