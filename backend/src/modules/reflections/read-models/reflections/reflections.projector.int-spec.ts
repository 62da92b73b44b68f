// Read model `reflections`: given ReflectionRecorded events, each person's reflection per week.
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import { type ReflectionRecorded, reflectionsStreamId } from '#src/modules/reflections/reflections.events';
import { ReflectionsProjector } from './reflections.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const ROWS = 'select user_id, week_start::text, content, recorded_at::text from reflections order by week_start';

const recorded = (weekStart: string, content: string, recordedAt: string): ReflectionRecorded => ({
  type: 'ReflectionRecorded',
  data: { weekStart, content, recordedAt },
});

describe('the reflections read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new ReflectionsProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('keeps each week’s reflection exactly as written', async () => {
    const words = '  The sea, at last.\nAnd <b>no</b> laptop 🌊';
    await test.given(
      storedEvents(reflectionsStreamId(ALEX), [
        recorded('2026-11-09', 'A slow Sunday.', '2026-11-15T20:00:00Z'),
        recorded('2026-11-16', words, '2026-11-22T19:30:00Z'),
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      { user_id: ALEX, week_start: '2026-11-09', content: 'A slow Sunday.', recorded_at: '2026-11-15 20:00:00+00' },
      { user_id: ALEX, week_start: '2026-11-16', content: words, recorded_at: '2026-11-22 19:30:00+00' },
    ]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = storedEvents(reflectionsStreamId(ALEX), [
      recorded('2026-11-09', 'One', '2026-11-15T20:00:00Z'),
      recorded('2026-11-16', 'Two', '2026-11-22T20:00:00Z'),
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });
});
