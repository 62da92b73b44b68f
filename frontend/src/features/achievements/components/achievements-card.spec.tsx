import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { noteFactsVersion } from '@/lib/facts-version';
import { invalidateDependents } from '@/lib/query-dependencies';
import { renderWithProviders } from '@/test/render-with-providers';
import { AchievementsCard } from './achievements-card';

const commuteFreeMonday = {
  achievementType: 'commute_free_day',
  unlockedAt: '2026-11-17T00:00:00.000Z',
  earnedFor: '2026-11-16',
};

const tile = (type: string) => {
  const found = screen.getAllByTestId('achievement-tile').find((item) => item.dataset.achievement === type);
  if (!found) throw new Error(`No tile for ${type}`);
  return found;
};

describe('AchievementsCard', () => {
  it('shows three skeleton tiles while your achievements are on their way', () => {
    stubFetch({ 'GET /api/achievements': () => new Promise<Response>(() => {}) });

    renderWithProviders(<AchievementsCard />);

    expect(screen.getByRole('heading', { name: 'Achievements' })).toBeInTheDocument();
    expect(screen.getAllByTestId('achievement-tile-skeleton')).toHaveLength(3);
    expect(screen.getByText('Loading your achievements...')).toBeInTheDocument();
  });

  it('encourages you to keep tracking while every achievement is still locked', async () => {
    stubFetch({ 'GET /api/achievements': () => jsonResponse([]) });

    renderWithProviders(<AchievementsCard />);

    expect(await screen.findByText('Keep tracking your balance to unlock achievements!')).toBeInTheDocument();
    const tiles = screen.getAllByTestId('achievement-tile');
    expect(tiles.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Balanced Week',
      'Commute-Free Day',
      'Unplugged Evening',
    ]);
    for (const item of tiles) {
      expect(item).toHaveAttribute('data-state', 'locked');
      // Dimmed by a dashed edge and a faded icon, never by fading the words (AA contrast).
      expect(item).toHaveClass('border-dashed');
      expect(item).not.toHaveClass('opacity-60');
      expect(within(item).getByText('Locked')).toBeInTheDocument();
      expect(within(item).queryByText('Unlocked!')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('list', { name: 'Achievements, 0 of 3 unlocked' })).toBeInTheDocument();
  });

  it('celebrates an earned achievement with "Unlocked!" and the day that earned it', async () => {
    stubFetch({ 'GET /api/achievements': () => jsonResponse([commuteFreeMonday]) });

    renderWithProviders(<AchievementsCard />);

    await screen.findByText('Unlocked!');
    const earned = tile('commute_free_day');
    expect(earned).toHaveAttribute('data-state', 'unlocked');
    expect(earned).not.toHaveClass('border-dashed');
    expect(within(earned).getByText('Unlocked!')).toBeInTheDocument();
    expect(within(earned).getByText('Earned on Nov 16, 2026')).toBeInTheDocument();
    expect(within(earned).queryByText('Locked')).not.toBeInTheDocument();
    expect(tile('balanced_week')).toHaveAttribute('data-state', 'locked');
    expect(tile('unplugged_evening')).toHaveAttribute('data-state', 'locked');
    expect(screen.getByRole('list', { name: 'Achievements, 1 of 3 unlocked' })).toBeInTheDocument();
    expect(screen.queryByText('Keep tracking your balance to unlock achievements!')).not.toBeInTheDocument();
  });

  it('dates a balanced week by the week that earned it', async () => {
    stubFetch({
      'GET /api/achievements': () =>
        jsonResponse([
          { achievementType: 'balanced_week', unlockedAt: '2026-11-23T00:00:00.000Z', earnedFor: '2026-11-16' },
        ]),
    });

    renderWithProviders(<AchievementsCard />);

    expect(await screen.findByText('Earned in Nov 16 – 22, 2026')).toBeInTheDocument();
  });

  it('looks again when the poll says a badge changed, so one that moves or locks while the page is open shows', async () => {
    let awards: unknown[] = [commuteFreeMonday];
    const fetchMock = stubFetch({ 'GET /api/achievements': () => jsonResponse(awards) });
    const { queryClient } = renderWithProviders(<AchievementsCard />);
    expect(await screen.findByText('Unlocked!')).toBeInTheDocument();

    awards = [];
    noteFactsVersion(queryClient, '1');
    noteFactsVersion(queryClient, '2');

    await waitFor(() =>
      expect(screen.getByText('Keep tracking your balance to unlock achievements!')).toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'GET', '/api/achievements')).toHaveLength(2);
  });

  it('keeps showing your achievements when a later check fails', async () => {
    let fail = false;
    const fetchMock = stubFetch({
      'GET /api/achievements': () =>
        fail ? errorResponse(500, 'Internal Server Error', 'Oops.') : jsonResponse([commuteFreeMonday]),
    });
    const { queryClient } = renderWithProviders(<AchievementsCard />);
    expect(await screen.findByText('Unlocked!')).toBeInTheDocument();

    fail = true;
    await act(() => invalidateDependents(queryClient, 'derived-facts'));

    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/achievements')).toHaveLength(2));
    expect(screen.getByText('Unlocked!')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your achievements just now.")).not.toBeInTheDocument();
  });

  it('offers to try again when your achievements cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      'GET /api/achievements': () =>
        fail ? errorResponse(500, 'Internal Server Error', 'Oops.') : jsonResponse([commuteFreeMonday]),
    });
    renderWithProviders(<AchievementsCard />);

    expect(await screen.findByText("We couldn't load your achievements just now.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Unlocked!')).toBeInTheDocument();
  });

  it('tells a signed-out person so and sends them to sign in again', async () => {
    stubFetch({ 'GET /api/achievements': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const { redirectToLogin } = renderWithProviders(<AchievementsCard />);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your achievements just now.")).not.toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
