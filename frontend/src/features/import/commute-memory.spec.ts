import { describe, expect, it } from 'vitest';
import {
  type CommuteMemory,
  NOTHING_REMEMBERED,
  REMEMBERED_NAMES_AT_MOST,
  readCommuteMemory,
  rememberChoice,
  startingPicks,
  storedCommuteMemory,
  tickedBecause,
} from './commute-memory';
import type { ImportLabels } from './import-request';

const labels = (projects: string[], clients: string[] = [], tags: string[] = []): ImportLabels => ({
  projects,
  clients,
  tags,
});

const ticked = (name: string, kind: 'projects' | 'clients' | 'tags' = 'projects') => ({ kind, name, commute: true });
const unticked = (name: string, kind: 'projects' | 'clients' | 'tags' = 'projects') => ({ kind, name, commute: false });

describe('which names start ticked as commute', () => {
  it.each<[string, ImportLabels, CommuteMemory, ImportLabels]>([
    ['nothing looks like travel and nothing is remembered', labels(['Pause', 'Reading']), [], labels([])],
    [
      'names that look like travel, among projects, clients and tags',
      labels(['Commute', 'Pause'], ['Daily Train Co'], ['bus', 'deep work']),
      [],
      labels(['Commute'], ['Daily Train Co'], ['bus']),
    ],
    [
      'a name ticked last time, though it does not look like travel',
      labels(['Errands', 'Pause']),
      [ticked('Errands')],
      labels(['Errands']),
    ],
    [
      'a travel name left unticked last time stays unticked',
      labels(['Commute', 'Travel']),
      [unticked('Travel')],
      labels(['Commute']),
    ],
    [
      'a choice counts for its own kind only',
      labels(['Errands'], [], ['Errands']),
      [ticked('Errands', 'tags')],
      labels([], [], ['Errands']),
    ],
    ['a choice counts for that exact name only', labels(['errands']), [ticked('Errands')], labels([])],
  ])('%s', (_, found, memory, expected) => {
    expect(startingPicks(found, memory)).toEqual(expected);
  });
});

describe('why names start ticked', () => {
  it.each<[string, ImportLabels, CommuteMemory, ReturnType<typeof tickedBecause>]>([
    ['none is', labels(['Pause']), [], null],
    ['they look like travel', labels(['Commute', 'Pause']), [], 'travel'],
    ['the person ticked them last time', labels(['Errands']), [ticked('Errands')], 'remembered'],
    ['both', labels(['Errands', 'Commute']), [ticked('Errands')], 'both'],
    ['none is, as the travel name was unticked last time', labels(['Commute']), [unticked('Commute')], null],
  ])('%s', (_, found, memory, expected) => {
    expect(tickedBecause(found, memory)).toBe(expected);
  });
});

describe('what an import leaves remembered', () => {
  it.each<[string, CommuteMemory, ImportLabels, ImportLabels, CommuteMemory]>([
    [
      'the names ticked, and the travel names left unticked; other names are not kept',
      [],
      labels(['Commute', 'Travel', 'Errands', 'Pause']),
      labels(['Commute', 'Errands']),
      [ticked('Commute'), unticked('Travel'), ticked('Errands')],
    ],
    [
      "the file's choices first, older names of other files after them",
      [ticked('Walk'), unticked('Bus')],
      labels(['Errands']),
      labels(['Errands']),
      [ticked('Errands'), ticked('Walk'), unticked('Bus')],
    ],
    [
      'a name ticked before and unticked now is forgotten, as it starts unticked anyway',
      [ticked('Errands')],
      labels(['Errands']),
      labels([]),
      [],
    ],
    [
      'a travel name unticked before and ticked now is ticked',
      [unticked('Travel')],
      labels(['Travel']),
      labels(['Travel']),
      [ticked('Travel')],
    ],
    [
      'each kind on its own',
      [],
      labels(['Train'], [], ['train']),
      labels(['Train'], [], []),
      [ticked('Train'), unticked('train', 'tags')],
    ],
  ])('%s', (_, memory, found, picks, expected) => {
    expect(rememberChoice(memory, found, picks)).toEqual(expected);
  });

  it(`keeps the ${REMEMBERED_NAMES_AT_MOST} most recent names`, () => {
    const older = Array.from({ length: REMEMBERED_NAMES_AT_MOST }, (_, index) => ticked(`Old ${index}`));
    const after = rememberChoice(older, labels(['Errands']), labels(['Errands']));
    expect(after).toHaveLength(REMEMBERED_NAMES_AT_MOST);
    expect(after[0]).toEqual(ticked('Errands'));
    expect(after.at(-1)).toEqual(ticked(`Old ${REMEMBERED_NAMES_AT_MOST - 2}`));
  });
});

describe('the memory as stored on the device', () => {
  it('reads back what it wrote', () => {
    const memory = [ticked('Errands'), unticked('train', 'tags')];
    expect(readCommuteMemory(storedCommuteMemory(memory))).toEqual(memory);
  });

  it.each<[string, string | null, CommuteMemory]>([
    ['nothing stored', null, NOTHING_REMEMBERED],
    ['text that is not JSON', '{"kind":', NOTHING_REMEMBERED],
    ['JSON of another shape', '{"projects":["Commute"]}', NOTHING_REMEMBERED],
    [
      'entries of another shape among good ones, which are kept',
      '[{"kind":"projects","name":"Errands","commute":true},{"kind":"moods","name":"x","commute":true},{"name":"Bus"},null,7]',
      [ticked('Errands')],
    ],
    [
      'a name twice, the first (most recent) winning',
      '[{"kind":"tags","name":"bus","commute":false},{"kind":"tags","name":"bus","commute":true}]',
      [unticked('bus', 'tags')],
    ],
  ])('tolerates %s', (_, stored, expected) => {
    expect(readCommuteMemory(stored)).toEqual(expected);
  });

  it(`reads at most ${REMEMBERED_NAMES_AT_MOST} names`, () => {
    const many = Array.from({ length: REMEMBERED_NAMES_AT_MOST + 5 }, (_, index) => ticked(`Name ${index}`));
    expect(readCommuteMemory(storedCommuteMemory(many))).toHaveLength(REMEMBERED_NAMES_AT_MOST);
  });
});
