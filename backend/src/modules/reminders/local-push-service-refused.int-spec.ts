import { startLocalPushService } from '#src/shared/testing/local-push-service';
import { startTestApp } from '#src/testing/test-app';

// Apart from reminders.int-spec.ts: passport answers for the app started last, so two apps in one file would mix.
describe('push subscriptions without a local push service set up', () => {
  it('refuses an endpoint on this machine, as production does, and keeps nothing', async () => {
    const service = await startLocalPushService();
    const pause = await startTestApp();
    try {
      const agent = await pause.signedIn({ email: 'no-local@example.com', givenName: 'Local' });
      const refused = await agent.post('/api/push/subscriptions').send(service.subscribe()).expect(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'endpoint must be a push service on the internet, not this machine',
      });
      expect(await pause.sql.query('select 1 from push_subscriptions', [])).toEqual([]);
    } finally {
      await pause.close();
      await service.close();
    }
  });
});
