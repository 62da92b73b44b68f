// How Redis is doing, as the health checks report it: a connection that is not ready is unavailable
// at once, without sending anything; a ready one must answer a PING (within the report's bound).
import type { Redis } from 'ioredis';
import type { ServiceHealth } from '#src/shared/http/health-report';

export async function redisHealth(connection: Redis): Promise<ServiceHealth> {
  if (connection.status !== 'ready') {
    return { state: 'unavailable', details: { reason: `the connection is ${connection.status}` } };
  }
  await connection.ping();
  return { state: 'available' };
}
