import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { SITE_NAME, type NotificationView } from '../application/notification-view.js';
import { NotificationInbox } from '../application/ports/notification-inbox.port.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { readModelExists } from '../../shared/persistence/read-model-tables.js';

/** The profiles whose notifications user $1 sees: their own, and organizations they own or get the team's notifications of. */
const RECIPIENTS = `SELECT $1::uuid UNION SELECT a.organization_id FROM accounts.affiliations a WHERE a.user_id = $1 AND (a.owner OR a.receive_notifications)`;

interface NotificationRow {
  id: string;
  read: boolean;
  content: string;
  kind: 'social' | 'business';
  actor_name: string | null;
  actor_avatar: string | null;
  created_at: Date;
}

/**
 * `accounts.notifications` (the `accounts_notifications` projection) and the users' read marks. The tables
 * appear when the projection first runs; until then there is nothing to list or mark.
 */
@Injectable()
export class PostgresNotificationInbox extends NotificationInbox {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  private present(): Promise<boolean> {
    return readModelExists(this.pool, 'accounts.notifications');
  }

  async list(userId: string, limit: number): Promise<NotificationView[]> {
    if (!(await this.present())) return [];
    const { rows } = await this.pool.query<NotificationRow>(
      `SELECT n.id, n.content, n.kind, n.created_at, r.notification_id IS NOT NULL AS read, p.name AS actor_name, p.avatar AS actor_avatar
       FROM accounts.notifications n
       LEFT JOIN accounts.notification_reads r ON r.notification_id = n.id AND r.user_id = $1
       LEFT JOIN accounts.profiles p ON p.id = n.actor_id
       WHERE n.recipient_id IN (${RECIPIENTS})
       ORDER BY n.created_at DESC, n.id DESC
       LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      read: row.read,
      content: row.content,
      kind: row.kind,
      user: row.actor_name === null ? { avatar: null, name: SITE_NAME } : { avatar: row.actor_avatar, name: row.actor_name },
      createdAt: row.created_at.toISOString(),
    }));
  }

  async markRead(userId: string, notificationId: string): Promise<boolean> {
    if (!(await this.present())) return false;
    const { rows } = await this.pool.query<{ seen: boolean }>(
      `WITH seen AS (SELECT n.id FROM accounts.notifications n WHERE n.id = $2 AND n.recipient_id IN (${RECIPIENTS})),
       marked AS (INSERT INTO accounts.notification_reads (notification_id, user_id, read_at) SELECT id, $1, now() FROM seen ON CONFLICT DO NOTHING)
       SELECT EXISTS (SELECT 1 FROM seen) AS seen`,
      [userId, notificationId],
    );
    return rows[0]?.seen ?? false;
  }

  async markAllRead(userId: string): Promise<void> {
    if (!(await this.present())) return;
    await this.pool.query(
      `INSERT INTO accounts.notification_reads (notification_id, user_id, read_at)
       SELECT n.id, $1, now() FROM accounts.notifications n WHERE n.recipient_id IN (${RECIPIENTS})
       ON CONFLICT DO NOTHING`,
      [userId],
    );
  }
}
