import { CHECK_TIMEOUT_MS, HealthReport, type ServiceHealth } from './health-report';

describe('the health report of outside services', () => {
  it("reports each registered service's state and details", async () => {
    const report = new HealthReport();
    report.register('signIn', () => ({ state: 'available' }));
    report.register('redis', async () => ({
      state: 'unavailable',
      details: { reason: 'the connection is reconnecting' },
    }));

    expect(await report.all()).toEqual({
      signIn: { state: 'available' },
      redis: { state: 'unavailable', details: { reason: 'the connection is reconnecting' } },
    });
  });

  it('reports a service whose check fails as unavailable', async () => {
    const report = new HealthReport();
    report.register('redis', () => Promise.reject(new Error('ECONNREFUSED')));

    expect(await report.check('redis')).toEqual({ state: 'unavailable', details: { reason: 'the check failed' } });
  });

  it('gives up on a check that does not answer, and starts no second one while it still runs', async () => {
    const report = new HealthReport();
    let started = 0;
    let answer: (health: ServiceHealth) => void = () => undefined;
    report.register('redis', () => {
      started++;
      // The first check hangs until answered by hand; later ones answer at once.
      return started === 1
        ? new Promise<ServiceHealth>((resolve) => (answer = resolve))
        : { state: 'available' as const };
    });

    const unanswered = { state: 'unavailable', details: { reason: `no answer within ${CHECK_TIMEOUT_MS} ms` } };
    expect(await Promise.all([report.check('redis'), report.check('redis')])).toEqual([unanswered, unanswered]);
    expect(started).toBe(1);

    answer({ state: 'unavailable' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await report.check('redis')).toEqual({ state: 'available' });
    expect(started).toBe(2);
  });

  it('refuses a service registered twice', () => {
    const report = new HealthReport();
    report.register('signIn', () => ({ state: 'available' }));
    expect(() => report.register('signIn', () => ({ state: 'available' }))).toThrow('registered twice');
  });
});
