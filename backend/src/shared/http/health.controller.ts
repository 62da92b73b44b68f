// GET /health (outside /api): answers 200 when the database answers, for load balancers and container health checks.
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { PublicRoute } from './public-route';

@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @PublicRoute()
  async health(): Promise<{ status: 'ok' }> {
    try {
      await this.em.execute('select 1');
    } catch {
      throw new ServiceUnavailableException('The database does not answer.');
    }
    return { status: 'ok' };
  }
}
