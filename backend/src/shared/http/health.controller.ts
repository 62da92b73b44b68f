// GET /health (outside /api): answers 200 when the database answers, for load balancers and container
// health checks, with the state of each outside service a feature depends on. A provider that is down
// leaves the app serving (the landing page, people already signed in), so it reports, and does not fail.
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorAnswers } from './api-answers';
import { HealthReport, type ServiceState } from './health-report';
import { PublicRoute } from './public-route';

const SERVICE_STATES: readonly ServiceState[] = ['available', 'unavailable'];

@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
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
  async health(): Promise<{ status: 'ok' } & Record<string, ServiceState | 'ok'>> {
    try {
      await this.em.execute('select 1');
    } catch {
      throw new ServiceUnavailableException('The database does not answer.');
    }
    return { status: 'ok', ...this.report.states() };
  }
}
