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
} from '@nestjs/terminus';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, type SchemaObject } from '@nestjs/swagger';
import type { Response } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import { Database } from '#src/shared/database/database';
import { ErrorAnswers } from './api-answers';
import { CHECK_TIMEOUT_MS, HealthReport, type ServiceState } from './health-report';
import { PublicRoute } from './public-route';

const SERVICE_STATES: readonly ServiceState[] = ['available', 'unavailable'];

/** Terminus's report: each part with its status and details. */
const TERMINUS_REPORT: SchemaObject = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    info: { type: 'object', additionalProperties: true },
    error: { type: 'object', additionalProperties: true },
    details: { type: 'object', additionalProperties: true },
  },
};

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: Database,
    private readonly indicators: HealthIndicatorService,
    private readonly report: HealthReport,
  ) {}

  @Get()
  @PublicRoute()
  @ApiOperation({ summary: 'Whether this instance can serve (for load balancers; no session needed)' })
  @ApiOkResponse({
    description:
      'The database answers. Every other field is an outside service a feature depends on, such as signIn (the OpenID provider), with its state.',
    schema: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'string', enum: ['ok'] } },
      additionalProperties: { type: 'string', enum: [...SERVICE_STATES] },
      example: { status: 'ok', signIn: 'available' },
    },
  })
  @ErrorAnswers({ 503: 'The database does not answer.' })
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
  @ApiOperation({ summary: 'Liveness: the process answers (it asks no outside service)' })
  @ApiOkResponse({ description: 'The process is alive.', schema: TERMINUS_REPORT })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @PublicRoute()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database, Redis when configured, the subscriptions, the sign-in provider' })
  @ApiOkResponse({ description: 'Every part is up.', schema: TERMINUS_REPORT })
  @ApiServiceUnavailableResponse({ description: 'A part is down; the report names it.', schema: TERMINUS_REPORT })
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

  /** Up when `select 1` answers within CHECK_TIMEOUT_MS. */
  private async databaseCheck(): Promise<HealthIndicatorResult<'database'>> {
    const indicator = this.indicators.check('database');
    const timedOut = Symbol('timed out');
    try {
      const answer = await Promise.race([
        this.database.query('select 1'),
        sleep(CHECK_TIMEOUT_MS, timedOut, { ref: false }),
      ]);
      return answer === timedOut ? indicator.down({ message: 'timeout of the ping' }) : indicator.up();
    } catch {
      return indicator.down({ message: 'the database does not answer' });
    }
  }

  private async serviceCheck(name: string): Promise<HealthIndicatorResult> {
    const { state, details } = await this.report.check(name);
    const indicator = this.indicators.check(name);
    return state === 'available' ? indicator.up({ ...details }) : indicator.down({ ...details });
  }
}
