// POST and DELETE /api/push/subscriptions: keep this device's subscription on the server, or forget it.
import { apiRequest } from '@/lib/api-client';
import type { ApiRequestBody } from '@/lib/api/api-types';

export type PushSubscriptionBody = ApiRequestBody<'post', '/api/push/subscriptions'>;

export function keepPushSubscription(body: PushSubscriptionBody) {
  return apiRequest<null>('/api/push/subscriptions', { method: 'POST', body });
}

export function forgetPushSubscription(endpoint: string) {
  const body: ApiRequestBody<'delete', '/api/push/subscriptions'> = { endpoint };
  return apiRequest<null>('/api/push/subscriptions', { method: 'DELETE', body });
}
