// GET /api/export/data (spec §7): the signed-in person's data as a JSON or CSV attachment, streamed
// from the database as it is written.
import { Controller, Get, Header, Logger, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { Clock } from '#src/shared/clock/clock';
import { PersonalData } from '#src/shared/export/personal-data';
import { CurrentUser, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { csvExport } from './csv-export';
import { type ExportFormat, ExportRequest } from './export.dto';
import { jsonExport } from './json-export';
import { exportFileName, personExport } from './person-export';

/** What a person looks for first in their export: their sessions; then what those earned; then the rest. */
const SECTION_ORDER = [
  'sessions',
  'achievements',
  'reflections',
  'friends',
  'sentFriendRequests',
  'challenges',
  'limits',
  'weeklyDigests',
];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

@Controller('export')
export class ExportController {
  private readonly logger = new Logger('Export');

  constructor(
    private readonly personalData: PersonalData,
    private readonly clock: Clock,
  ) {}

  @Get('data')
  @ApiOperation({ summary: "The person's data as a JSON or CSV file (docs/export.md)" })
  @ApiOkResponse({
    description:
      'The file, streamed as an attachment named life-balance-export-{date}.{format}. A failure half way drops the connection rather than end a partial file.',
    content: {
      'application/json': { schema: { type: 'string', format: 'binary' } },
      'text/csv': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @Header('Cache-Control', 'no-store')
  data(
    @CurrentUser() user: SignedInUser,
    @Query() { format }: ExportRequest,
    @Res({ passthrough: true }) response: Response,
  ): StreamableFile {
    const now = this.clock.now();
    const document = personExport(user, now, this.personalData.sections(SECTION_ORDER));
    const body = format === 'json' ? Readable.from(jsonExport(document)) : csvExport(document);
    // The person went away (or the download failed): stop reading their data.
    response.once('close', () => body.destroy());
    return new StreamableFile(body, {
      type: CONTENT_TYPES[format],
      disposition: `attachment; filename="${exportFileName(format, now, timeZoneOf(user))}"`,
    }).setErrorHandler((error) => {
      // The status line has gone out: ending normally would pass a cut-off file for a whole one, so
      // the connection is dropped and the browser reports a failed download. No personal data is logged.
      this.logger.error(
        `An export stopped half way: ${error.name}${'code' in error ? ` (${String(error.code)})` : ''}.`,
      );
      response.destroy();
    });
  }
}
