// Whether this device gets reminders by push, and turning them on (permission, subscription, kept on
// the server) or off (unsubscribed, forgotten on the server). While it is on, the page's own
// notifications stay quiet: the push brings the same reminder, tab or no tab.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPushPublicKey } from '@/features/reminders/api/push-public-key';
import { forgetPushSubscription, keepPushSubscription } from '@/features/reminders/api/push-subscriptions';
import { reminderKeys } from '@/features/reminders/api/reminder-keys';
import { browserPushDevice, type PushDevice } from '@/features/reminders/push-device';

export function usePushOnThisDevice(device: PushDevice = browserPushDevice) {
  const queryClient = useQueryClient();
  const supported = device.supported();
  const subscribed = useQuery({
    queryKey: reminderKeys.thisDevice(),
    queryFn: async () => (await device.current()) !== null,
    enabled: supported,
    staleTime: Infinity,
  });

  const turn = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) {
        const endpoint = await device.unsubscribe();
        if (endpoint) await forgetPushSubscription(endpoint);
        return false;
      }
      const subscription = await device.subscribe(await getPushPublicKey());
      if (!subscription) return false;
      await keepPushSubscription(subscription);
      return true;
    },
    onSuccess: (on) => queryClient.setQueryData(reminderKeys.thisDevice(), on),
  });

  return {
    supported,
    on: supported && subscribed.data === true,
    /** Until the device has said whether it is subscribed, the page must not notify on its own. */
    known: !supported || subscribed.isSuccess || subscribed.isError,
    turn,
  };
}
