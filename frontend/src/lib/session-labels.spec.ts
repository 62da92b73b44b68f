import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, draftOf, draftProblem, labelChanges, labelsOf, tagsOf } from './session-labels';

const saved = { description: 'Sprint review', project: 'Acme', tags: ['meetings'] };

describe('a session’s labels in a form', () => {
  it('are typed as text, tags separated by commas', () => {
    expect(draftOf(saved)).toEqual({ description: 'Sprint review', project: 'Acme', tags: 'meetings' });
    expect(tagsOf(' meetings, ,deep work, Meetings ')).toEqual(['meetings', 'deep work']);
  });

  it('are sent trimmed, with blanks as nothing said', () => {
    expect(labelsOf({ description: '  Review ', project: '   ', tags: '' })).toEqual({
      description: 'Review',
      project: null,
      tags: [],
    });
  });

  it('send only what changed when a session is edited, a cleared field as null', () => {
    expect(labelChanges(saved, draftOf(saved))).toEqual({});
    expect(labelChanges(saved, { ...draftOf(saved), project: '' })).toEqual({ project: null });
    expect(labelChanges(saved, { ...draftOf(saved), tags: 'meetings, planning' })).toEqual({
      tags: ['meetings', 'planning'],
    });
  });

  it('say what to fix before anything is sent, with the limits the server keeps', () => {
    expect(draftProblem(EMPTY_DRAFT)).toBeUndefined();
    expect(draftProblem({ ...EMPTY_DRAFT, description: 'x'.repeat(201) })).toBe(
      'The description can be at most 200 characters long.',
    );
    expect(draftProblem({ ...EMPTY_DRAFT, tags: Array.from({ length: 11 }, (_, n) => `t${n}`).join(',') })).toBe(
      'A session can have at most 10 tags.',
    );
  });
});
