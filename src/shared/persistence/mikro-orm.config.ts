import { defineConfig, type EntityClass, type Options } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { migrations } from '../../migrations/index.js';
import './pg-types.js';

/** One MikroORM configuration for the API, the worker, the migrator and the tests. */
export function ormOptions(databaseUrl: string, entities: EntityClass<object>[]): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: migrations, tableName: 'mikro_orm_migrations', transactional: true, silent: true, snapshot: false },
    pool: { min: 0, max: 10 },
    allowGlobalContext: false,
    debug: false,
  });
}
