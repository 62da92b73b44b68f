// What the route-based types read out of the generated schema. These are checked by the compiler (the
// frontend's typecheck); at run time the tests only stand for the sentences.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiQuery, ApiRequestBody, ApiRoute, ApiSchema } from './api-types';

describe('the API types, by route', () => {
  it("give a route's JSON answer, an array or one that may be null as documented", () => {
    expectTypeOf<ApiAnswer<'get', '/api/sessions'>>().toEqualTypeOf<ApiSchema<'SessionAnswer'>[]>();
    expectTypeOf<ApiAnswer<'post', '/api/timer/start'>>().toEqualTypeOf<ApiSchema<'StartedTimerAnswer'>>();
    expectTypeOf<ApiAnswer<'get', '/api/timer/active'>>().toEqualTypeOf<ApiSchema<'ActiveTimerAnswer'> | null>();
  });

  it('give null for an answer without a body', () => {
    expectTypeOf<ApiAnswer<'post', '/api/timer/confirm'>>().toEqualTypeOf<null>();
    expectTypeOf<ApiAnswer<'delete', '/api/auth/user'>>().toEqualTypeOf<null>();
  });

  it("give a route's JSON body and its query parameters", () => {
    expectTypeOf<ApiRequestBody<'patch', '/api/sessions/{id}'>>().toEqualTypeOf<ApiSchema<'CorrectSessionRequest'>>();
    expectTypeOf<ApiQuery<'get', '/api/analytics/weekly'>>().toEqualTypeOf<{ weekStart: string }>();
  });

  it('know only the routes the document has, by method', () => {
    expectTypeOf<'/api/sessions/{id}'>().toExtend<ApiRoute<'delete'>>();
    expectTypeOf<'/api/sessions'>().not.toExtend<ApiRoute<'delete'>>();
  });
});
