// The single error shape a refusal is answered in (shared/http/error-body.ts), as tests check it: the
// three fields, and beside them the message's template and dates (both or neither) when it names
// moments or weeks.
export function expectSingleErrorShape(body: unknown, status: number): void {
  const { template, dates, ...shape } = body as Record<string, unknown>;
  expect(shape).toEqual({ statusCode: status, error: expect.any(String), message: expect.anything() });
  expect(template === undefined).toBe(dates === undefined);
}
