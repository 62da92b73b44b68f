import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { longWeekAnswer, weekHealthAnswer } from '@/features/limits/testing/week-health-answer';
import { EarlierWeeks } from './earlier-weeks';

const plain = (text: string | null) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('Earlier weeks', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('lists the past digests newest first, one line each', async () => {
    stubFetch({
      'GET /api/limits/digests': () =>
        jsonResponse({
          digests: [
            {
              weekStart: '2026-11-16',
              announcedAt: '2026-11-23T08:00:00.000Z',
              dismissedAt: null,
              week: { ...longWeekAnswer(56), weekStart: '2026-11-16' },
            },
            {
              weekStart: '2026-11-09',
              announcedAt: '2026-11-16T08:00:00.000Z',
              dismissedAt: null,
              week: weekHealthAnswer({ weekStart: '2026-11-09', workHours: 35 }),
            },
          ],
        }),
    });
    renderWithProviders(<EarlierWeeks />);

    await userEvent.click(await screen.findByText('Earlier weeks (2)'));
    const rows = within(screen.getByRole('list', { name: 'Earlier weeks' })).getAllByRole('listitem');
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      'Nov 16 – 22, 202656.0 hours of work; 2 health notes.',
      'Nov 9 – 15, 202635.0 hours of work, and nothing that needs your attention.',
    ]);
  });

  it('shows nothing before the first digest', async () => {
    stubFetch({ 'GET /api/limits/digests': () => jsonResponse({ digests: [] }) });
    const { container } = renderWithProviders(<EarlierWeeks />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
