import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { callsTo, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { longWeekAnswer } from '@/features/limits/testing/week-health-answer';
import { LastWeekInReview } from './last-week-in-review';

const digest = (dismissed: boolean) => ({
  digest: {
    weekStart: '2026-11-16',
    announced: true,
    dismissed,
    week: { ...longWeekAnswer(52), weekStart: '2026-11-16' },
  },
});

describe('Last week in review', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('shows last week against the thresholds until dismissed, then tells the server', async () => {
    const fetchMock = stubFetch({
      'GET /api/limits/digest': () => jsonResponse(digest(false)),
      'POST /api/limits/digests/2026-11-16/dismissed': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<LastWeekInReview />);

    const card = await screen.findByRole('region', { name: 'Last week in review' });
    expect(card).toHaveTextContent('52.0 hours of work; 1 health note.');
    expect(within(card).getByRole('link', { name: 'EU Working Time Directive' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Last week in review' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/limits/digests/2026-11-16/dismissed')).toHaveLength(1);
  });

  it('stays away once dismissed, or when last week held no session', async () => {
    stubFetch({ 'GET /api/limits/digest': () => jsonResponse(digest(true)) });
    const { container, unmount } = renderWithProviders(<LastWeekInReview />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    unmount();

    stubFetch({ 'GET /api/limits/digest': () => jsonResponse({ digest: null }) });
    const second = renderWithProviders(<LastWeekInReview />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.container).toBeEmptyDOMElement();
  });
});
