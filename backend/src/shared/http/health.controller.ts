// The health checks (outside /api, which needs a session), each answering within a second whatever
// the services behind it do (docs/operations.md, "Health"):
// - GET /health/live: liveness. The process answers; it asks no outside service, so a database or
//   Redis outage never gets a healthy process restarted.
// - GET /health/ready: readiness, @nestjs/terminus's report of every part: the database, Redis when
//   configured, the event subscriptions' lag, the sign-in provider. 503 when any of them is down.
// - GET /health: can this instance serve people? 200 while the database answers, with each outside
//   service's state; for load balancers and container health checks, which must not take every
//   instance out when a helper (Redis, the provider) is away, since the app serves without it.
import { Controller, Get, ServiceUnavailableException, Res } from '@nestjs/common';
import {
  HealthCheck,
  type HealthCheckResult,
  HealthCheckService,
  HealthIndicatorService,
  type HealthIndicatorResult,
  MikroOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Response } from 'express';
import { CHECK_TIMEOUT_MS, HealthReport, type ServiceState } from './health-report';
import { PublicRoute } from './public-route';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly report: HealthReport,
  ) {}

  @Get()
  @PublicRoute()
  async serving(): Promise<{ status: 'ok' } & Record<string, ServiceState | 'ok'>> {
    const [database, services] = await Promise.all([this.databaseCheck(), this.report.all()]);
    if (database.database.status !== 'up') throw new ServiceUnavailableException('The database does not answer.');
    return {
      status: 'ok',
      ...Object.fromEntries(Object.entries(services).map(([name, health]) => [name, health.state])),
    };
  }

  @Get('live')
  @PublicRoute()
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @PublicRoute()
  @HealthCheck()
  async ready(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.databaseCheck(),
        ...this.report.names().map((name) => () => this.serviceCheck(name)),
      ]);
    } catch (error) {
      // Terminus throws its report in a 503; it is the answer, not an error to reshape.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      response.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }

  private databaseCheck(): Promise<HealthIndicatorResult<'database'>> {
    return this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS });
  }

  private async serviceCheck(name: string): Promise<HealthIndicatorResult> {
    const { state, details } = await this.report.check(name);
    const indicator = this.indicators.check(name);
    return state === 'available' ? indicator.up({ ...details }) : indicator.down({ ...details });
  }
}
