import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToasts } from '@/components/ui/toast-store';
import { setDateLocale } from '@/lib/date-format';
import { callsTo, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { longWeekAnswer } from '@/features/limits/testing/week-health-answer';
import { limitsKeys } from '@/features/limits/api/limits-keys';
import { useAnnounceDigest } from './use-announce-digest';

/** Every toast raised while the test runs, read from the real store (the setup file empties it after each test). */
const raised: { title: string; description?: string }[] = [];

function Announcer() {
  useAnnounceDigest('u-1');
  const toasts = useToasts();
  for (const item of toasts) {
    if (!raised.some((seen) => seen === item)) raised.push(item);
  }
  return null;
}

const digest = (announced: boolean) => ({
  digest: {
    weekStart: '2026-11-16',
    announced,
    dismissed: false,
    week: { ...longWeekAnswer(52), weekStart: '2026-11-16' },
  },
});

describe('the weekly digest’s announcement', () => {
  beforeEach(() => {
    setDateLocale('en-US');
    raised.length = 0;
    localStorage.clear();
  });
  afterEach(() => setDateLocale(undefined));

  it('announces last week once with a toast, and tells the server', async () => {
    const fetchMock = stubFetch({
      'GET /api/limits/digest': () => jsonResponse(digest(false)),
      'POST /api/limits/digests/2026-11-16/announced': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<Announcer />);

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/limits/digests/2026-11-16/announced')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      title: 'Last week in review',
      description: expect.stringContaining('52.0 hours of work; 1 health note.'),
    });
  });

  it('stays quiet when the digest was announced before', async () => {
    const fetchMock = stubFetch({ 'GET /api/limits/digest': () => jsonResponse(digest(true)) });
    renderWithProviders(<Announcer />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/limits/digest')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(raised).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/limits/digests/2026-11-16/announced')).toHaveLength(0);
  });

  it('does not announce twice on a device that already did, though an older answer says otherwise', async () => {
    localStorage.setItem('pause.person.u-1.digest-announced', '2026-11-16');
    const fetchMock = stubFetch({
      'GET /api/limits/digest': () => jsonResponse(digest(false)),
      'POST /api/limits/digests/2026-11-16/announced': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<Announcer />);

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/limits/digests/2026-11-16/announced')).toHaveLength(1));
    expect(raised).toHaveLength(0);
  });

  it('leaves a digest that appears later in the visit for the next one', async () => {
    let answer: unknown = { digest: null };
    const fetchMock = stubFetch({
      'GET /api/limits/digest': () => jsonResponse(answer),
      'POST /api/limits/digests/2026-11-16/announced': () => new Response(null, { status: 204 }),
    });
    const { queryClient } = renderWithProviders(<Announcer />);
    await waitFor(() => expect(queryClient.getQueryData(limitsKeys.digest())).toEqual({ digest: null }));

    // A session added to last week: the digest query refreshes with a digest in it.
    answer = digest(false);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/limits/digest')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(raised).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/limits/digests/2026-11-16/announced')).toHaveLength(0);
  });
});
