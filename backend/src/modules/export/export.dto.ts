// The one query parameter of GET /api/export/data.
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export class ExportRequest {
  @ApiProperty({ enum: EXPORT_FORMATS, description: 'The file format.', example: 'csv' })
  // Missing, anything else, or given twice (an array): one sentence for all three.
  @IsIn(EXPORT_FORMATS, { message: 'format must be json or csv, given once (for example ?format=csv)' })
  format!: ExportFormat;
}
