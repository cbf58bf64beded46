import pg from 'pg';

/**
 * Opens a connection of its own (`config`: the pool's settings and a name for pg_stat_activity) that LISTENs on
 * `channel`: `notified` hears each notification's payload, `lost` that the connection broke or ended (its owner's own
 * `end()` included: the owner tells the two apart). When connecting or LISTEN fails, the connection is ended and the
 * error thrown.
 */
export async function listenOn(config: pg.ClientConfig, channel: string, on: { notified(payload: string): void; lost(client: pg.Client, error?: Error): void }): Promise<pg.Client> {
  const client = new pg.Client(config);
  client.on('notification', (message) => {
    if (message.channel === channel) on.notified(message.payload ?? '');
  });
  client.on('error', (error) => on.lost(client, error));
  client.on('end', () => on.lost(client));
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}
