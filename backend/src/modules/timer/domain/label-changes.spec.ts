import { NO_LABELS } from '@pause/rules/session-labels';
import { labelsAfter } from './label-changes';

const current = { description: 'Planning', project: 'Pause', tags: ['deep work'] };

describe('the labels a request leaves', () => {
  it('keeps what the request leaves out', () => {
    expect(labelsAfter(current, {})).toEqual(current);
    expect(labelsAfter(current, { project: 'Website' })).toEqual({ ...current, project: 'Website' });
  });

  it('clears what it sends as null or as no tags', () => {
    expect(labelsAfter(current, { description: null, project: null, tags: [] })).toEqual(NO_LABELS);
  });

  it('keeps text trimmed and each tag once', () => {
    expect(labelsAfter(NO_LABELS, { description: '  Review  ', tags: ['a', ' A ', 'b'] })).toEqual({
      description: 'Review',
      project: null,
      tags: ['a', 'b'],
    });
  });
});
