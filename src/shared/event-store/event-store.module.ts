import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config.js';
import { EsdbEventStore } from './esdb-event-store.adapter.js';
import { EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.adapter.js';

/** `EVENT_STORE=postgres` (default) keeps the log in the application's database; `esdb` uses EventStoreDB. */
export function createEventStore(config: Pick<AppConfig, 'eventStore' | 'eventStoreUrl'>, databaseUrl: string): EventStore {
  if (config.eventStore === 'esdb') {
    if (!config.eventStoreUrl) throw new Error('EVENT_STORE=esdb needs EVENTSTORE_URL');
    return new EsdbEventStore(config.eventStoreUrl);
  }
  return new PostgresEventStore(databaseUrl);
}

/** The EventStore for Nest: the port class is the injection token; Nest closes it on shutdown. */
export function eventStoreProvider(databaseUrl: string, config: Pick<AppConfig, 'eventStore' | 'eventStoreUrl'>): Provider {
  return {
    provide: EventStore,
    useFactory: () => createEventStore(config, databaseUrl),
  };
}
