import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MOST_CHARACTERS,
  FORBIDDEN_LABEL_CHARACTERS,
  MOST_TAGS,
  NO_LABELS,
  distinctTags,
  fittedLabel,
  hasLabels,
  importedLabels,
  labelTextProblem,
  sameLabels,
} from './session-labels';

describe('session labels', () => {
  it('are absent when nothing is said', () => {
    expect(hasLabels(NO_LABELS)).toBe(false);
    expect(hasLabels(null)).toBe(false);
    expect(hasLabels({ ...NO_LABELS, tags: ['deep work'] })).toBe(true);
  });

  it('are the same only with the same tags in the same order', () => {
    const labels = { description: 'Review', project: 'Pause', tags: ['a', 'b'] };
    expect(sameLabels(labels, { ...labels })).toBe(true);
    expect(sameLabels(labels, { ...labels, tags: ['b', 'a'] })).toBe(false);
  });

  it('forbid control characters and direction overrides', () => {
    for (const text of ['line\nbreak', 'tab\there', 'bell\u0007', 'evil\u202Etxt.exe'])
      expect(FORBIDDEN_LABEL_CHARACTERS.test(text)).toBe(true);
    expect(FORBIDDEN_LABEL_CHARACTERS.test('Café ☕ – 東京')).toBe(false);
  });

  it('keep each tag once, first spelling first, blanks left out', () => {
    expect(distinctTags([' Train ', 'train', '', 'bus', 'TRAIN'])).toEqual(['Train', 'bus']);
  });
});

describe('a label as an import keeps it', () => {
  it('turns line breaks and runs of spaces into one space', () => {
    expect(fittedLabel('  Weekly\r\n\tplanning  ', 50)).toBe('Weekly planning');
  });

  it('is null when blank', () => {
    expect(fittedLabel(' \t ', 50)).toBeNull();
  });

  it('is cut at the limit with an ellipsis, counting characters rather than code units', () => {
    const long = '🚆'.repeat(DESCRIPTION_MOST_CHARACTERS + 5);
    const fitted = fittedLabel(long, DESCRIPTION_MOST_CHARACTERS)!;
    expect([...fitted]).toHaveLength(DESCRIPTION_MOST_CHARACTERS);
    expect(fitted.endsWith('…')).toBe(true);
  });

  it('writes the client before the project when a row has both', () => {
    expect(importedLabels({ description: 'Sprint review', project: 'Website', client: 'Acme', tags: [] })).toEqual({
      description: 'Sprint review',
      project: 'Acme / Website',
      tags: [],
    });
    expect(importedLabels({ description: '', project: '', client: 'Acme', tags: [] }).project).toBe('Acme');
    expect(importedLabels({ description: '', project: 'Website', client: '', tags: [] }).project).toBe('Website');
  });

  it(`keeps at most ${MOST_TAGS} distinct tags`, () => {
    const tags = Array.from({ length: MOST_TAGS + 3 }, (_, index) => `tag ${index}`);
    expect(importedLabels({ description: '', project: '', client: '', tags: [...tags, 'tag 0'] }).tags).toEqual(
      tags.slice(0, MOST_TAGS),
    );
  });
});

describe('a label a person sends', () => {
  it.each([
    [42, 'must be text'],
    ['   ', 'cannot be blank: leave it out, or send null to clear it'],
    ['two\nlines', 'cannot hold line breaks, tabs or other control characters'],
    ['x'.repeat(DESCRIPTION_MOST_CHARACTERS + 1), `can be at most ${DESCRIPTION_MOST_CHARACTERS} characters long`],
  ])('%j is refused: %s', (value, problem) => {
    expect(labelTextProblem(value, DESCRIPTION_MOST_CHARACTERS)).toBe(problem);
  });

  it('is fine at the limit, counting characters and not the spaces around', () => {
    expect(
      labelTextProblem(` ${'é'.repeat(DESCRIPTION_MOST_CHARACTERS)} `, DESCRIPTION_MOST_CHARACTERS),
    ).toBeUndefined();
  });
});
