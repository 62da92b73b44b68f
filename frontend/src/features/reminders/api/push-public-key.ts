// GET /api/push/public-key: the key this device subscribes to Pause's pushes with.
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';

export async function getPushPublicKey(): Promise<string> {
  return (await apiRequest<ApiAnswer<'get', '/api/push/public-key'>>('/api/push/public-key')).publicKey;
}
