// The API's request and answer types, read from the generated schema.ts by route, as the backend's
// OpenAPI document describes them: a call names its route once (`ApiAnswer<'get', '/api/sessions'>`) and
// gets what that route answers, so a change of an answer's shape in the backend fails the web app's
// typecheck once `npm run api:types` has run (docs/architecture.md, "API types").
import type { components, paths } from './schema';

/** A named shape of the document: `ApiSchema<'SessionAnswer'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The routes that answer `method`, written as the document writes them: '/api/sessions/{id}'. */
export type ApiRoute<M extends Method> = {
  [Route in keyof paths]: [NonNullable<paths[Route][M]>] extends [never] ? never : Route;
}[keyof paths];

type Operation<M extends Method, Route extends ApiRoute<M>> = NonNullable<paths[Route][M]>;

type Responses<M extends Method, Route extends ApiRoute<M>> = Operation<M, Route>['responses'];

/** The statuses that mean success; 304 (the poll's "unchanged") comes back as the last answer. */
type SuccessStatus = 200 | 201 | 204;

/** JSON's null for an answer without a body (a 204), as the api client returns it. */
type JsonBody<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : null;

/** What the route answers on success: `ApiAnswer<'post', '/api/timer/start'>`. */
export type ApiAnswer<M extends Method, Route extends ApiRoute<M>> = JsonBody<
  Responses<M, Route>[Extract<keyof Responses<M, Route>, SuccessStatus>]
>;

/** The JSON body the route takes: `ApiRequestBody<'post', '/api/sessions'>`. */
export type ApiRequestBody<M extends Method, Route extends ApiRoute<M>> =
  NonNullable<Operation<M, Route>['requestBody']> extends { content: { 'application/json': infer Body } }
    ? Body
    : never;

/** The query parameters the route takes, by name: `ApiQuery<'get', '/api/analytics/monthly'>`. */
export type ApiQuery<M extends Method, Route extends ApiRoute<M>> = NonNullable<
  Operation<M, Route>['parameters']['query']
>;
