// The OpenAPI document at /api/docs-json, read against the running app: valid OpenAPI 3, every route
// the app registers with its success and its errors, and nothing the app does not answer. The routes
// come from the app's router, so a route added later without its documentation fails here.
import SwaggerParser from '@apidevtools/swagger-parser';
import { CommandBus } from '@nestjs/cqrs';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import type { Response, Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { randomUUID } from 'node:crypto';
import { buildOfflineApiDocument } from '#src/bootstrap/api-docs/offline-api-document';
import { SettleAchievements } from '#src/modules/achievements/commands/settle-achievements.handler';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { documentedShapeOf, shapeOf } from './answer-shapes';
import { apiRoutes } from './security/api-routes';

const DOCUMENT_PATH = '/api/docs-json';
/** The documentation itself: served beside the API, not part of it. */
const DOCUMENTATION_ROUTES = ['GET /api/docs-json'];
const SIGN_IN_FLOW = ['GET /api/login', 'GET /api/callback', 'GET /api/logout'];
/** Outside /api, for load balancers and orchestrators: no session needed. */
const HEALTH_ROUTES = ['GET /health', 'GET /health/live', 'GET /health/ready'];
/** Terminus's reports, whose 503 is the report itself (each check and its state), as orchestrators read it. */
const HEALTH_REPORTS = ['GET /health/live', 'GET /health/ready'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WRITES: readonly string[] = ['post', 'put', 'patch', 'delete'];

interface DocumentedOperation {
  /** As the app's router writes it: `PATCH /api/friends/:id`. */
  readonly route: string;
  readonly method: (typeof METHODS)[number];
  readonly path: string;
  readonly operation: OperationObject;
  readonly statuses: number[];
}

describe('the OpenAPI document', () => {
  let pause: TestApp;
  let served: Response;
  let document: OpenAPIObject;
  let operations: DocumentedOperation[];

  beforeAll(async () => {
    pause = await startTestApp();
    served = await pause.anonymous().get(DOCUMENT_PATH);
    document = served.body as OpenAPIObject;
    operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => {
        const operation = item[method]!;
        return {
          route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          method,
          path,
          operation,
          statuses: Object.keys(operation.responses).map(Number),
        };
      }),
    );
  });

  afterAll(() => pause?.close());

  const documented = (route: string) => {
    const found = operations.find((candidate) => candidate.route === route);
    if (!found) throw new Error(`${route} is not in the document`);
    return found;
  };
  const guarded = () => operations.filter(({ route }) => route.includes(' /api/') && !SIGN_IN_FLOW.includes(route));

  it('is served as JSON to anyone, without signing in', () => {
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/json/);
  });

  it("is the document the web app's types are generated from, which is built without a database", async () => {
    expect(await buildOfflineApiDocument()).toEqual(document);
  });

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('describes every route the app registers, and no route it does not', () => {
    const registered = apiRoutes(pause.app.getHttpAdapter().getInstance())
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .filter((route) => !DOCUMENTATION_ROUTES.includes(route));
    expect(registered.length).toBeGreaterThanOrEqual(21);
    expect(operations.map(({ route }) => route).sort()).toEqual([...registered, ...HEALTH_ROUTES].sort());
  });

  it('gives every route a summary and its success answer', () => {
    for (const { route, operation, statuses } of operations) {
      expect({ route, summary: operation.summary }).toEqual({ route, summary: expect.stringMatching(/\w/) });
      expect({ route, success: statuses.some((status) => status >= 200 && status < 400) }).toEqual({
        route,
        success: true,
      });
    }
  });

  it('answers every route but sign-in and sign-out with 401 without a session, and 503 while the database is down', () => {
    for (const { route, statuses } of guarded())
      expect({ route, statuses }).toEqual({ route, statuses: expect.arrayContaining([401, 503]) });
    for (const route of [...SIGN_IN_FLOW, ...HEALTH_ROUTES]) {
      expect({ route, security: documented(route).operation.security }).toEqual({ route, security: [] });
    }
    expect(document.security).toEqual([{ session: [] }]);
    expect(document.components?.securitySchemes?.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'pause.sid' });
  });

  it('answers every write 400 for a body it cannot read, 403 from another site and 413 when too large', () => {
    const writes = operations.filter(({ method }) => WRITES.includes(method));
    expect(writes.length).toBeGreaterThanOrEqual(7);
    for (const { route, statuses } of writes) {
      expect({ route, statuses }).toEqual({ route, statuses: expect.arrayContaining([400, 403, 413]) });
    }
  });

  it('gives every error answer the single error shape, a few with facts beside it', () => {
    const shape = document.components?.schemas?.ErrorAnswer as SchemaObject;
    expect(shape).toMatchObject({ required: expect.arrayContaining(['statusCode', 'error', 'message']) });
    const errorShapeOf = (schema: SchemaObject | undefined) => ({
      properties: Object.fromEntries(
        Object.keys(shape.properties ?? {}).map((name) => [name, schema?.properties?.[name]]),
      ),
      required: schema?.required,
    });
    for (const { route, operation, statuses } of operations) {
      const isHealthReport = HEALTH_REPORTS.includes(route);
      for (const status of statuses.filter((candidate) => candidate >= 400 && !(isHealthReport && candidate === 503))) {
        const answer = operation.responses[status] as { content?: Record<string, { schema?: ReferenceObject }> };
        const schema = answer.content?.['application/json']?.schema;
        // ErrorAnswer itself, or a named answer that extends it with optional facts (TimerRefusalAnswer).
        expect({ route, status, named: schema?.$ref !== undefined, ...errorShapeOf(resolve(schema)) }).toEqual({
          route,
          status,
          named: true,
          ...errorShapeOf(shape),
        });
      }
    }
  });

  it('describes request bodies and parameters as the DTOs validate them', () => {
    expect(schemaOf(documented('POST /api/timer/start').operation.requestBody)).toMatchObject({
      required: ['type'],
      properties: { type: { enum: ['work', 'commute'] } },
    });
    expect(schemaOf(documented('POST /api/friends/request').operation.requestBody)).toMatchObject({
      properties: { friendEmail: { format: 'email' } },
    });
    expect(parametersOf('GET /api/analytics/daily')).toEqual([
      expect.objectContaining({ name: 'startDate', in: 'query', required: true }),
      expect.objectContaining({ name: 'endDate', in: 'query', required: true }),
    ]);
    expect(parametersOf('GET /api/analytics/monthly')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'month',
          in: 'query',
          schema: expect.objectContaining({ minimum: 1, maximum: 12 }),
        }),
      ]),
    );
    expect(parametersOf('PATCH /api/friends/:id')).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ format: 'uuid' }),
      }),
    ]);
    expect(documented('GET /api/export/data').operation.responses[200]).toMatchObject({
      content: { 'application/json': expect.anything(), 'text/csv': expect.anything() },
    });
  });

  describe("holds to what the app answers, for requests built from the document's own examples", () => {
    let alex: TestAgent;

    beforeAll(async () => {
      alex = await pause.signedIn({ email: 'alex.docs@example.com', givenName: 'Alex' });
    });

    it('answers every read with a documented success whose fields are the documented ones', async () => {
      for (const documentedRead of guarded().filter(({ method }) => method === 'get')) {
        const response = await send(alex, documentedRead);
        expectDocumented(documentedRead, response.status);
        expect({ route: documentedRead.route, status: response.status }).toEqual({
          route: documentedRead.route,
          status: 200,
        });
        expectAnswerAsDocumented(documentedRead, response);
      }
    });

    it('answers every write with a status the document names, and a success with the documented fields', async () => {
      for (const write of guarded().filter(({ method }) => method !== 'get')) {
        const response = await send(alex, write);
        expectDocumented(write, response.status);
        expectAnswerAsDocumented(write, response);
      }
    });

    it('answers malformed input 400, no session 401 and a write from another site 403, as documented', async () => {
      for (const call of guarded()) {
        const refusals: [number, Response][] = [[401, await send(pause.anonymous(), call)]];
        if (takesInput(call)) refusals.push([400, await send(alex, call, { malformed: true })]);
        if (WRITES.includes(call.method))
          refusals.push([403, await send(alex, call, { origin: 'https://elsewhere.example' })]);
        for (const [expected, response] of refusals) {
          expect({ route: call.route, status: response.status }).toEqual({ route: call.route, status: expected });
          expectDocumented(call, response.status);
          expect(response.body).toEqual({
            statusCode: expected,
            error: expect.any(String),
            message: expect.anything(),
          });
        }
      }
    });
  });

  describe('gives answers with values of the documented types', () => {
    let robin: TestAgent;

    /**
     * Robin has something in every read: sessions, a reflection, a running timer, a friend, a friend
     * request, a challenge and a badge. The badge is settled as the evaluation that the Friday's session
     * starts in the background would settle it, so the two agree whichever comes last.
     */
    beforeAll(async () => {
      robin = await pause.signedIn({ email: 'robin.docs@example.com', givenName: 'Robin' });
      const kim = await pause.signedIn({ email: 'kim.docs@example.com', givenName: 'Kim', familyName: 'Lee' });
      const sam = await pause.signedIn({ email: 'sam.docs@example.com', givenName: 'Sam' });
      const work = (startTime: string, endTime: string) =>
        robin.post('/api/sessions').send({ type: 'work', startTime, endTime }).expect(201);
      await work('2026-11-13T09:00:00Z', '2026-11-13T17:00:00Z');
      await work('2026-11-16T06:00:00Z', '2026-11-16T08:00:00Z');
      await robin.post('/api/reflections').send({ weekStart: '2026-11-16', content: 'Home by six.' }).expect(201);
      await robin.post('/api/timer/start').send({ type: 'commute' }).expect(201);
      const kimAsks = await kim
        .post('/api/friends/request')
        .send({ friendEmail: 'robin.docs@example.com' })
        .expect(201);
      await robin.patch(`/api/friends/${kimAsks.body.id}`).send({ status: 'accepted' }).expect(200);
      await sam.post('/api/friends/request').send({ friendEmail: 'robin.docs@example.com' }).expect(201);
      await robin.post('/api/friends/request').send({ friendEmail: 'nobody.docs@example.com' }).expect(201);
      const [friend] = (await robin.get('/api/friends').expect(200)).body as { friendId: string }[];
      await robin.post('/api/challenges').send({ challengedId: friend.friendId, weekStart: '2026-11-16' }).expect(201);
      const robinId = (await robin.get('/api/auth/user').expect(200)).body.id as string;
      const earned = [{ achievementType: 'commute_free_day' as const, earnedFor: '2026-11-13' }];
      await pause.app
        .get(CommandBus)
        .execute(new SettleAchievements(robinId, earned, { correlationId: randomUUID(), schemaVersion: 1 }));
    });

    it('answers every read with the documented fields, each of its documented type, null only where allowed', async () => {
      for (const read of guarded().filter(({ method }) => method === 'get')) {
        const response = await send(robin, read);
        expect({ route: read.route, status: response.status }).toEqual({ route: read.route, status: 200 });
        if (response.type !== 'application/json') continue;
        expectAnswerAsDocumented(read, response);
        const empty = response.body === null || (Array.isArray(response.body) && response.body.length === 0);
        expect({ route: read.route, empty }).toEqual({ route: read.route, empty: false });
      }
    });
  });

  function expectDocumented({ route, statuses }: DocumentedOperation, status: number): void {
    expect({ route, status, documented: statuses }).toEqual({
      route,
      status,
      documented: expect.arrayContaining([status]),
    });
  }

  function takesInput({ operation }: DocumentedOperation): boolean {
    return (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
  }

  function parametersOf(route: string): ParameterObject[] {
    return (documented(route).operation.parameters ?? []) as ParameterObject[];
  }

  function resolve(schema: SchemaObject | ReferenceObject | undefined): SchemaObject | undefined {
    if (!schema || !('$ref' in schema)) return schema;
    return document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] as SchemaObject;
  }

  function schemaOf(body: OperationObject['requestBody']): SchemaObject | undefined {
    const content = body && 'content' in body ? body.content['application/json'] : undefined;
    return resolve(content?.schema);
  }

  /** The schema as the answer names it, unresolved: a nullable reference keeps its `nullable`. */
  function successSchemaOf(operation: OperationObject, status: number): SchemaObject | ReferenceObject | undefined {
    const answer = operation.responses[status] as { content?: Record<string, { schema?: SchemaObject }> };
    return answer.content?.['application/json']?.schema;
  }

  /**
   * A JSON success holds the fields the document names, each of the documented type, null only where the
   * document allows it: the web app's generated types say no more than this, so they hold no less.
   */
  function expectAnswerAsDocumented({ route, operation }: DocumentedOperation, response: Response): void {
    if (response.status >= 300 || response.type !== 'application/json') return;
    const schema = successSchemaOf(operation, response.status);
    try {
      expect(shapeOf(response.body)).toEqual(documentedShapeOf(schema, response.body, resolve));
    } catch (error) {
      // The diff shows only the lines around the difference: say which answer it is.
      if (error instanceof Error) error.message = `${route} answers otherwise than documented:\n${error.message}`;
      throw error;
    }
  }

  /**
   * The request the document describes, filled with its examples; `malformed` adds a field the call
   * does not take (to its body, else to its query), or, for a call with only a path parameter, spoils it.
   */
  function send(
    agent: TestAgent,
    { method, path, operation }: DocumentedOperation,
    { malformed = false, origin }: { malformed?: boolean; origin?: string } = {},
  ): Promise<Response> {
    const parameters = (operation.parameters ?? []) as ParameterObject[];
    const example = (parameter: ParameterObject) => String((parameter.schema as SchemaObject).example);
    const bodySchema = schemaOf(operation.requestBody);
    const queried = parameters.filter((parameter) => parameter.in === 'query');
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'path')!;
      return malformed && !bodySchema && queried.length === 0 ? 'not-a-value' : example(parameter);
    });
    const query = Object.fromEntries(queried.map((parameter) => [parameter.name, example(parameter)]));
    if (malformed && !bodySchema && queried.length > 0) query.unknownField = '1';
    const body: Record<string, unknown> = Object.fromEntries(
      Object.entries(bodySchema?.properties ?? {}).map(([name, property]) => [name, resolve(property)?.example]),
    );
    if (malformed && bodySchema) body.unknownField = 1;
    const calls = agent as unknown as Record<string, (url: string) => Test>;
    let request = calls[method](url).query(query);
    if (origin) request = request.set('Origin', origin);
    return WRITES.includes(method) ? request.send(body) : request;
  }
});
