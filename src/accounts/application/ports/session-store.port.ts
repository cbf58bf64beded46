/** Issues and revokes login sessions; the token is returned once and stored only hashed. */
export abstract class SessionStore {
  abstract start(userId: string): Promise<{ accessToken: string; sessionId: string }>;
  abstract revoke(sessionId: string): Promise<void>;
}
