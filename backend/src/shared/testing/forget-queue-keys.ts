// Removes what a test run left in Redis under its own queue prefix (queues, jobs, schedulers), so
// runs do not pile up keys in a shared Redis.
import { Redis } from 'ioredis';

export async function forgetQueueKeys(redisUrl: string, queuePrefix: string): Promise<void> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys = await connection.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await connection.del(...keys);
  } finally {
    connection.disconnect();
  }
}
