// Brings the schema up to date before the app takes requests.
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';

@Injectable()
export class SchemaMigrations implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(private readonly orm: MikroORM) {}

  async onModuleInit(): Promise<void> {
    const applied = await this.orm.getMigrator().up();
    if (applied.length > 0) this.logger.log(`Applied ${applied.length} migration(s).`);
  }
}
