// The shapes the import's HTTP calls accept (in the query: the file itself is the body) and answer.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsString, IsTimeZone, MaxLength } from 'class-validator';
import { IfSent } from '#src/shared/http/validation';
import type { CommutePicks, RowRefusal } from './domain/import-file';
import type { DateInMessage } from '#src/shared/deciders/dated-message';
import { IMPORT_FORMATS, type ImportFormat } from './domain/import-formats';
import { SLASHED_DATE_ORDERS, type SlashedDateOrder, type SlashedDatesFound } from './domain/slashed-dates';
import type { ImportResult } from './commands/import-sessions.handler';
import type { ImportPreview } from './read-models/sessions/preview-import.handler';

/** One value or several (`?commuteTags=train&commuteTags=bike`) as a list. */
const AsList = () =>
  Transform(({ value }: { value: unknown }) => (value === undefined || Array.isArray(value) ? value : [value]));

const LabelList = (description: string, example: string) => (target: object, key: string) => {
  ApiProperty({ required: false, type: [String], description, example: [example] })(target, key);
  AsList()(target, key);
  IfSent()(target, key);
  IsArray()(target, key);
  ArrayMaxSize(500)(target, key);
  IsString({ each: true })(target, key);
  MaxLength(500, { each: true })(target, key);
};

export class ImportPreviewRequest {
  @ApiProperty({
    required: false,
    description: "The person's IANA time zone, for files whose rows carry none; their saved zone when left out.",
    example: 'Europe/Berlin',
  })
  @IfSent()
  @IsTimeZone({ message: 'timeZone must be an IANA time zone name such as Europe/Paris' })
  timeZone?: string;

  @ApiProperty({
    required: false,
    enum: SLASHED_DATE_ORDERS,
    description:
      "How to read dates written with slashes: 'month-first' (11/16/2026) or 'day-first' (16/11/2026). To import, send the preview's slashedDates, or the person's choice when it was 'ambiguous'. Left out, the file's own dates decide (month first when none tells); a file whose dates rule out the order sent is refused.",
    example: 'day-first',
  })
  @IfSent()
  @IsIn(SLASHED_DATE_ORDERS, { message: "slashedDates must be 'month-first' or 'day-first'" })
  slashedDates?: SlashedDateOrder;
}

export class ImportRequest extends ImportPreviewRequest {
  @LabelList('Projects whose rows count as commute.', 'Travel')
  commuteProjects?: string[];

  @LabelList('Clients whose rows count as commute.', 'Railways')
  commuteClients?: string[];

  @LabelList('Tags whose rows count as commute.', 'train')
  commuteTags?: string[];
}

export function commutePicksOf(request: ImportRequest): CommutePicks {
  return {
    projects: request.commuteProjects ?? [],
    clients: request.commuteClients ?? [],
    tags: request.commuteTags ?? [],
  };
}

export class RowRefusalAnswer implements RowRefusal {
  @ApiProperty({ type: 'integer', description: 'The row in the file, the header being row 1.', example: 7 })
  readonly rowNumber!: number;

  @ApiProperty({ description: 'Why it was not imported, for a person to read.', example: 'It ends before it starts.' })
  readonly reason!: string;

  @ApiPropertyOptional({
    description: 'When the reason names moments: the reason with {0}, {1}… where they go (as in the error answer).',
    example: 'This overlaps your work session from {0} to {1}. Change the times so the two do not overlap.',
  })
  readonly template?: string;

  @ApiPropertyOptional({
    description: "The template's moments, in order (ISO 8601), as in the error answer's dates.",
    type: 'array',
    items: { type: 'object', properties: { moment: { type: 'string', format: 'date-time' } }, required: ['moment'] },
  })
  readonly dates?: DateInMessage[];
}

export class FoundLabelsAnswer implements CommutePicks {
  @ApiProperty({ type: [String], example: ['Pause', 'Travel'] })
  readonly projects!: string[];

  @ApiProperty({ type: [String], example: ['Railways'] })
  readonly clients!: string[];

  @ApiProperty({ type: [String], example: ['train'] })
  readonly tags!: string[];
}

export class ImportPreviewAnswer implements ImportPreview {
  @ApiProperty({ enum: IMPORT_FORMATS, description: 'Which tracker wrote the file.', example: 'toggl' })
  readonly format!: ImportFormat;

  @ApiProperty({ type: 'integer', description: 'How many sessions the import would add.', example: 212 })
  readonly sessions!: number;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The first row’s local date.',
    example: '2026-01-05',
  })
  readonly firstDate!: string | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The last row’s local date.',
    example: '2026-11-20',
  })
  readonly lastDate!: string | null;

  @ApiProperty({ type: FoundLabelsAnswer, description: 'The projects, clients and tags to pick commute from.' })
  readonly found!: FoundLabelsAnswer;

  @ApiProperty({ type: [RowRefusalAnswer], description: 'The rows that would not be imported, and why.' })
  readonly refused!: RowRefusalAnswer[];

  @ApiProperty({ type: 'integer', description: 'Rows imported before, which the import skips.', example: 0 })
  readonly alreadyImported!: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Of the rows imported before, how many would give their session the description, project and tags it lacks (a file imported before labels were kept).',
    example: 0,
  })
  readonly labelsToFill!: number;

  @ApiProperty({
    enum: [...SLASHED_DATE_ORDERS, 'ambiguous'],
    nullable: true,
    description:
      "The order of the file's dates written with slashes, told from the dates themselves: 'day-first' when one has a first part above 12 (16/11/2026), 'month-first' when one has a second part above 12 (11/16/2026), 'ambiguous' when none does (03/04/2026: the person chooses, month first unless told), null when the file has no slashed date. The preview counted the sessions in this order, month first when 'ambiguous'; a file with both orders is refused (400).",
    example: 'day-first',
  })
  readonly slashedDates!: SlashedDatesFound;
}

export class ImportAnswer implements ImportResult {
  @ApiProperty({ enum: IMPORT_FORMATS, example: 'clockify' })
  readonly format!: ImportFormat;

  @ApiProperty({ type: 'integer', description: 'Sessions added.', example: 210 })
  readonly imported!: number;

  @ApiProperty({ type: 'integer', description: 'Rows imported before, skipped.', example: 0 })
  readonly alreadyImported!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Of the rows imported before, how many gave their session the labels it lacked.',
    example: 0,
  })
  readonly labelled!: number;

  @ApiProperty({ type: [RowRefusalAnswer], description: 'The rows not imported, and why.' })
  readonly refused!: RowRefusalAnswer[];
}
