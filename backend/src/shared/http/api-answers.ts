// Answers as the OpenAPI document shows them: the single error shape, the decorator with which a route
// names the errors it answers for reasons of its own (a running timer, an unknown friend), and a
// success that may be JSON null. The errors every route shares (401 signed out, 403 cross-site, 503
// database down...) are added where the document is built (bootstrap/api-docs), by the same rules the
// guard and the middleware apply.
import { type Type, applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { DatedMessage } from '#src/shared/deciders/dated-message';
import type { ErrorBody } from './error-body';

export class ErrorAnswer implements ErrorBody {
  @ApiProperty({ description: 'The HTTP status, repeated in the body.', example: 409 })
  readonly statusCode!: number;

  @ApiProperty({ description: "The status's standard name.", example: 'Conflict' })
  readonly error!: string;

  @ApiProperty({
    description: 'What went wrong and what to do, for a person to read: one sentence, or one per offending field.',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'A work timer is already running. Stop it before starting another.',
  })
  readonly message!: string | string[];

  @ApiPropertyOptional({
    description:
      'When the message names moments or weeks: the same sentence with {0}, {1}… where they go, so a client can write the dates in its own style.',
    example: 'This overlaps your work session from {0} to {1}. Change the times so the two do not overlap.',
  })
  readonly template?: string;

  @ApiPropertyOptional({
    description:
      "The template's dates, in order: an instant ({moment}, ISO 8601) or a week ({week}, the Monday it starts on, YYYY-MM-DD).",
    type: 'array',
    items: {
      oneOf: [
        { type: 'object', properties: { moment: { type: 'string', format: 'date-time' } }, required: ['moment'] },
        { type: 'object', properties: { week: { type: 'string', format: 'date' } }, required: ['week'] },
      ],
    },
    example: [{ moment: '2026-11-23T09:00:00.000Z' }, { moment: '2026-11-23T12:00:00.000Z' }],
  })
  readonly dates?: DatedMessage['dates'];
}

/**
 * An error answer with facts beside the shape, for a refusal that carries some (DomainError's
 * `details`): a subclass of ErrorAnswer, its extra fields optional.
 */
export interface ErrorWithFacts {
  readonly description: string;
  readonly type: Type<ErrorAnswer>;
}

/** Error statuses a route answers of its own accord, each with when (and, for a few, the facts it carries). */
export type OwnErrors = Partial<Record<400 | 404 | 409 | 413 | 422 | 429 | 503, string | ErrorWithFacts>>;

export function ErrorAnswers(errors: OwnErrors): MethodDecorator {
  return applyDecorators(
    ...Object.entries(errors).map(([status, answer]) =>
      typeof answer === 'string'
        ? ApiResponse({ status: Number(status), description: answer, type: ErrorAnswer })
        : ApiResponse({ status: Number(status), description: answer.description, type: answer.type }),
    ),
  );
}

/** 200 with the type, or with JSON null when there is nothing (Nest would send an empty body for undefined). */
export function OkOrNullAnswer(type: Type, description: string): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(type),
    ApiOkResponse({ description, schema: { nullable: true, allOf: [{ $ref: getSchemaPath(type) }] } }),
  );
}
