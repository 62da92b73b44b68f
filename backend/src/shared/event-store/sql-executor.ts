// The slice of MikroORM's entity manager the event store and projectors use: raw SQL,
// inside whatever transaction the manager is bound to.
import type { EntityManager } from '@mikro-orm/postgresql';

export type SqlExecutor = Pick<EntityManager, 'execute'>;
