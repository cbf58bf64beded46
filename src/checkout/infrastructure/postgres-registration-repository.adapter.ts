import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { RegistrationRepository } from '../application/ports/registration-repository.port.js';

@Injectable()
export class PostgresRegistrationRepository extends RegistrationRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async markCheckedIn(registrationId: string, at: string): Promise<void> {
    await this.pool.query(`UPDATE checkout.registrations SET status = 'checked_in', checked_in_at = $2 WHERE id = $1 AND status = 'active'`, [registrationId, at]);
  }

  async markCheckedOut(registrationId: string): Promise<void> {
    await this.pool.query(`UPDATE checkout.registrations SET status = 'active', checked_in_at = NULL WHERE id = $1 AND status = 'checked_in'`, [registrationId]);
  }

  async changeSeat(registrationId: string, seat: string): Promise<void> {
    await this.pool.query('UPDATE checkout.registrations SET seat = $2 WHERE id = $1', [registrationId, seat]);
  }
}
