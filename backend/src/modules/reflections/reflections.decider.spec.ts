import { LONGEST_REFLECTION } from '@pause/rules/reflections';
import { scenarioFor } from '#src/shared/testing/decider-scenario';
import { type ReflectionsCommand, reflectionsDecider } from './reflections.decider';
import type { ReflectionEvent } from './reflections.events';

const given = scenarioFor(reflectionsDecider);
const NOW = new Date('2026-11-19T20:00:00.000Z');
const THIS_WEEK = '2026-11-16';

const record = (content: string, weekStart = THIS_WEEK): ReflectionsCommand => ({
  type: 'RecordReflection',
  data: { weekStart, content, currentWeekStart: THIS_WEEK, now: NOW },
});

const recorded = (content: string, weekStart = THIS_WEEK): ReflectionEvent => ({
  type: 'ReflectionRecorded',
  data: { weekStart, content, recordedAt: NOW.toISOString() },
});

describe('weekly reflections', () => {
  it('records the first reflection of a week exactly as written', () => {
    const content = '  Lunch in the park with <b>Sam</b>.\nNo laptop!  ';
    given([])
      .when(record(content))
      .then([recorded(content)]);
  });

  it('refuses a second reflection for the same week', () => {
    given([recorded('first')])
      .when(record('second'))
      .thenRefusedWith('REFLECTION.ALREADY_RECORDED');
  });

  it('takes a reflection for another week beside an earlier one', () => {
    given([recorded('last week', '2026-11-09')])
      .when(record('this week'))
      .then([recorded('this week')]);
  });

  it('takes a late reflection on an earlier week', () => {
    given([])
      .when(record('catching up', '2026-11-02'))
      .then([recorded('catching up', '2026-11-02')]);
  });

  it('refuses a week that has not begun', () => {
    given([]).when(record('too soon', '2026-11-23')).thenRefusedWith('REFLECTION.FUTURE_WEEK');
  });

  it.each(['', '   ', '\n\t '])('refuses empty or whitespace-only text (%j)', (content) => {
    given([]).when(record(content)).thenRefusedWith('REFLECTION.EMPTY');
  });

  it(`takes ${LONGEST_REFLECTION} characters and refuses ${LONGEST_REFLECTION + 1}`, () => {
    const longest = 'a'.repeat(LONGEST_REFLECTION);
    given([])
      .when(record(longest))
      .then([recorded(longest)]);
    given([])
      .when(record(`${longest}a`))
      .thenRefusedWith('REFLECTION.TOO_LONG');
  });
});
