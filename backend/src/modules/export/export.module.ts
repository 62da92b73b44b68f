// Export: a person's own data, every feature's section of it, as a JSON or CSV download (spec §7).
import { Module } from '@nestjs/common';
import { ExportController } from './export.controller';

@Module({ controllers: [ExportController] })
export class ExportModule {}
