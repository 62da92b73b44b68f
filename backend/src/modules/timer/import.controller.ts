// HTTP face of bringing your history: preview and import a Toggl Track or Clockify CSV export. The file
// is the request body (text/csv), received whole (at most 10 MB) before it is read (docs/import.md).
import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { receivedBody } from '#src/shared/http/received-body';
import { ImportSessions, type ImportResult } from './commands/import-sessions.handler';
import { ImportAnswer, ImportPreviewAnswer, ImportPreviewRequest, ImportRequest, commutePicksOf } from './import.dto';
import { type ImportPreview, PreviewImport } from './read-models/sessions/preview-import.handler';

/** The largest file taken: about 50,000 rows of a detailed report. */
export const IMPORT_FILE_LIMIT_BYTES = 10 * 1024 * 1024;

const FILE = 'file';
const UNREADABLE =
  'The body is not a Toggl Track or Clockify detailed report in CSV (the sentence says what is wrong), or a query field is.';
const TOO_LARGE = 'The file is larger than 10 MB.';

const CsvFile = () =>
  ApiBody({
    description: "The CSV file exported from Toggl Track's or Clockify's detailed report, unchanged.",
    required: true,
    schema: { type: 'string', format: 'binary' },
  });

@Controller('import')
export class ImportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'What importing this file would add, and which rows it would refuse, saving nothing' })
  @ApiConsumes('text/csv')
  @CsvFile()
  @ApiOkResponse({ type: ImportPreviewAnswer })
  @ErrorAnswers({ 400: UNREADABLE, 413: TOO_LARGE })
  async preview(
    @CurrentUser() user: SignedInUser,
    @Query() query: ImportPreviewRequest,
    @Req() request: Request,
  ): Promise<ImportPreview> {
    const file = await receivedBody(request, IMPORT_FILE_LIMIT_BYTES, FILE);
    return this.queries.execute(
      new PreviewImport(user.id, file, query.timeZone ?? timeZoneOf(user), query.slashedDates),
    );
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Import the sessions of this file; rows imported before, or that overlap, are not' })
  @ApiConsumes('text/csv')
  @CsvFile()
  @ApiOkResponse({ type: ImportAnswer })
  @ErrorAnswers({ 400: UNREADABLE, 413: TOO_LARGE })
  async import(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Query() query: ImportRequest,
    @Req() request: Request,
  ): Promise<ImportResult> {
    const file = await receivedBody(request, IMPORT_FILE_LIMIT_BYTES, FILE);
    return this.commands.execute(
      new ImportSessions(
        user.id,
        file,
        query.timeZone ?? timeZoneOf(user),
        commutePicksOf(query),
        query.slashedDates,
        metadata,
      ),
    );
  }
}
