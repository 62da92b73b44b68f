import { dated, moment, week } from './dated-message';

describe('a message that names dates', () => {
  it('writes the moments in the person zone for any client, and keeps them as data for the web app', () => {
    const message = dated`This overlaps your ${'work'} session from ${moment('2026-11-23T08:00:00.000Z', 'Europe/Berlin')} to ${moment('2026-11-23T16:30:00.000Z', 'Europe/Berlin')}.`;

    expect(message.text).toBe('This overlaps your work session from Mon 23 Nov 2026, 09:00 to Mon 23 Nov 2026, 17:30.');
    expect(message.template).toBe('This overlaps your work session from {0} to {1}.');
    expect(message.dates).toEqual([{ moment: '2026-11-23T08:00:00.000Z' }, { moment: '2026-11-23T16:30:00.000Z' }]);
  });

  it('writes a week as the range of its days, across a month and a year', () => {
    expect(dated`the week of ${week('2026-11-30')}`.text).toBe('the week of 30 Nov – 6 Dec 2026');
    expect(dated`the week of ${week('2026-12-28')}`.text).toBe('the week of 28 Dec 2026 – 3 Jan 2027');
    expect(dated`the week of ${week('2026-12-28')}`.dates).toEqual([{ week: '2026-12-28' }]);
  });

  it('writes numbers and words as they are, with no place for them in the dates', () => {
    const message = dated`at most ${52} weeks ahead`;

    expect(message).toEqual({ text: 'at most 52 weeks ahead', template: 'at most 52 weeks ahead', dates: [] });
  });
});
