// How the OpenAPI document shows the values the API writes the same way everywhere: dates, Mondays,
// moments. The rules themselves are the validators' (date-validators.ts).
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

export const EXAMPLE_MONDAY = '2026-11-16';

/** A calendar day, YYYY-MM-DD. */
export const ApiDate = (description: string, example = EXAMPLE_MONDAY, options: ApiPropertyOptions = {}) =>
  ApiProperty({ type: String, format: 'date', description, example, ...options } as ApiPropertyOptions);

/** The Monday a week starts on, YYYY-MM-DD. */
export const ApiMonday = (description = 'The Monday the week starts on, as YYYY-MM-DD.') =>
  ApiDate(description, EXAMPLE_MONDAY);

/** A moment, ISO 8601 in UTC. */
export const ApiMoment = (description: string, options: ApiPropertyOptions = {}) =>
  ApiProperty({
    type: String,
    format: 'date-time',
    description,
    example: '2026-11-16T08:30:00.000Z',
    ...options,
  } as ApiPropertyOptions);

/** An id (a UUID). */
export const ApiId = (description: string, options: ApiPropertyOptions = {}) =>
  ApiProperty({
    type: String,
    format: 'uuid',
    description,
    example: '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b',
    ...options,
  } as ApiPropertyOptions);
