// GET /health (outside /api): answers 200 when the database answers, for load balancers and container
// health checks, with the state of each outside service a feature depends on. A provider that is down
// leaves the app serving (the landing page, people already signed in), so it reports, and does not fail.
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthReport, type ServiceState } from './health-report';
import { PublicRoute } from './public-route';

@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly report: HealthReport,
  ) {}

  @Get()
  @PublicRoute()
  async health(): Promise<{ status: 'ok' } & Record<string, ServiceState | 'ok'>> {
    try {
      await this.em.execute('select 1');
    } catch {
      throw new ServiceUnavailableException('The database does not answer.');
    }
    return { status: 'ok', ...this.report.states() };
  }
}
