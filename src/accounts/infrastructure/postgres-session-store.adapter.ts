import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { SessionStore } from '../application/ports/session-store.port.js';
import { SESSION_MAX_AGE_MS } from '../domain/account-rules.js';
import { type Principal, SessionAuthenticator } from '../../shared/access.js';
import { SessionEntity, UserEntity } from './account.entities.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PostgresSessionStore extends SessionStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async start(userId: string): Promise<{ accessToken: string; sessionId: string }> {
    const accessToken = randomBytes(32).toString('base64url');
    const em = this.em.fork();
    const session = em.create(SessionEntity, { userId, tokenHash: hashToken(accessToken), expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS) });
    await em.flush();
    return { accessToken, sessionId: session.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.fork().nativeUpdate(SessionEntity, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }
}

@Injectable()
export class PostgresSessionAuthenticator extends SessionAuthenticator {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async authenticate(token: string): Promise<Omit<Principal, 'via'> | null> {
    const em = this.em.fork();
    const session = await em.findOne(SessionEntity, { tokenHash: hashToken(token), revokedAt: null, expiresAt: { $gt: new Date() } });
    if (!session) return null;
    const user = await em.findOne(UserEntity, { id: session.userId });
    return user ? { userId: user.id, siteAdmin: user.siteAdmin, sessionId: session.id } : null;
  }
}
