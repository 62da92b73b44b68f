import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/lib/auth/auth-keys';
import type { User } from '@/lib/auth/get-user';
import { mondayOf } from '@/lib/dates';
import { formatIsoDate } from '@/lib/local-date';
import { callsTo, errorResponse, jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { formatDayRange } from '@/lib/date-format';
import { renderWithProviders } from '@/test/render-with-providers';
import { HomeRoute } from './home-route';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const ada: User = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  timeZone: browserZone,
  forgottenTimerLimitHours: 10,
};

const quietWeek = { weekStart: '2026-11-16', workHours: 0, commuteHours: 0, lifeHours: 168, lifePercentage: 100 };

function signedInAs(user: User, week: object = quietWeek) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(user),
    'PATCH /api/auth/user': ({ body }) => jsonResponse({ ...user, ...(body as object) }),
    'GET /api/timer/active': () => jsonResponse(null),
    'GET /api/analytics/weekly': () => jsonResponse(week),
    'GET /api/analytics/daily': () => jsonResponse([]),
    'GET /api/analytics/monthly': () => jsonResponse([]),
    'GET /api/achievements': () => jsonResponse([]),
    [`GET /api/reflections/${formatIsoDate(mondayOf(new Date()))}`]: () => jsonResponse(null),
    'GET /api/friends': () => jsonResponse([]),
    'GET /api/friends/requests': () => jsonResponse([]),
    'GET /api/challenges': () => jsonResponse([]),
    'GET /api/sessions/project-totals': () => jsonResponse([]),
  });
}

describe('HomeRoute', () => {
  // The dashboard is its own chunk, loaded after sign-in; compile it once here, not inside the first
  // test's wait for it.
  beforeAll(() => import('./signed-in-route'));

  it('shows a spinner while it finds out who is signed in', () => {
    stubFetch({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });

    renderWithProviders(<HomeRoute />, { route: '/' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows the landing page to a signed-out visitor without any alarm', async () => {
    stubFetch({ 'GET /api/auth/user': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const { redirectToLogin } = renderWithProviders(<HomeRoute />, { route: '/' });

    expect(await screen.findByRole('heading', { name: 'Take Back Your Time' })).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('welcomes a signed-in person on the dashboard', async () => {
    signedInAs(ada);

    renderWithProviders(<HomeRoute />, { route: '/' });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Ready to pause?')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Hi, Ada')).toBeInTheDocument();
    expect(within(header).getByText('A')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Pause')).toBeInTheDocument();
    expect(within(footer).getByText(/always yours to keep/)).toBeInTheDocument();
  });

  it("keeps a long first name in the greeting's title, and shows its first character whole in the avatar", async () => {
    const name = '🌸Anastasiaalexandrinamaximilianadelapazzzzz';
    signedInAs({ ...ada, firstName: name });

    renderWithProviders(<HomeRoute />, { route: '/' });

    const header = within(await screen.findByRole('banner'));
    expect(header.getByText(`Hi, ${name}`)).toHaveAttribute('title', `Hi, ${name}`);
    expect(header.getByTestId('avatar-initial')).toHaveTextContent(/^🌸$/);
  });

  it("invites a new person to their first session, keeping the dial's figures", async () => {
    signedInAs(ada);

    renderWithProviders(<HomeRoute />, { route: '/' });

    expect(await screen.findByRole('img', { name: 'Life balance 100%: Balanced' })).toBeInTheDocument();
    expect(screen.getByTestId('dial-empty-state')).toHaveTextContent('Nothing tracked yet this week');
    expect(screen.getByTestId('dial-empty-state')).toHaveTextContent(/Start Work or Start Commute/);
    expect(screen.queryByText('Your week has room to breathe.')).not.toBeInTheDocument();
  });

  it('lists the keyboard shortcuts in a dialog when ? is pressed, and closes it with Escape', async () => {
    signedInAs(ada);
    renderWithProviders(<HomeRoute />, { route: '/' });
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });

    await userEvent.keyboard('?');

    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Start work')).toBeInTheDocument();
    expect(within(dialog).getByText('Start commute')).toBeInTheDocument();
    expect(within(dialog).getByText('Stop the timer')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('calls a person without a first name "Friend" and shows their photo', async () => {
    signedInAs({ ...ada, firstName: null, profileImageUrl: 'https://example.com/me.png' });

    const { container } = renderWithProviders(<HomeRoute />, { route: '/' });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Friend' })).toBeInTheDocument();
    expect(screen.getByText('Hi, Friend')).toBeInTheDocument();
    expect(container.querySelector('header img')).toHaveAttribute('src', 'https://example.com/me.png');
  });

  it('lays out the dashboard sections in order, with nothing left marked as coming soon', async () => {
    // A quiet Wednesday morning in a week with nothing tracked: the reminder invites a first session.
    vi.useFakeTimers({ now: new Date(2026, 10, 18, 10, 0), toFake: ['Date'] });
    signedInAs(ada);

    renderWithProviders(<HomeRoute />, { route: '/' });

    await screen.findByTestId('motivational-reminder');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Track Your Time',
      // The period bar: the chosen week, in the locale's own words.
      formatDayRange(new Date(2026, 10, 16), new Date(2026, 10, 22)),
      'Your Life Balance Dial',
      'Your Week at a Glance',
      "This Week's Reflection",
      'Monthly Balance Pattern',
      'Sessions',
      'Your week is wide open',
      // Spec §2: the weekly reflection card comes before the share card.
      'Weekly Reflection',
      'Share Your Balance',
      'Achievements',
      'Friends & Challenges',
      'Analytics & Insights',
    ]);
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it("shows the share card with the person's name and the very score the dial shows", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 18, 10, 0), toFake: ['Date'] });
    const week = {
      weekStart: '2026-11-16',
      workHours: 12.5,
      commuteHours: 0.75,
      lifeHours: 154.75,
      lifePercentage: 92,
    };
    signedInAs(ada, week);

    renderWithProviders(<HomeRoute />, { route: '/' });

    const card = await screen.findByRole('figure', { name: "Ada's Weekly Report" });
    expect(within(card).getByTestId('balance-score')).toHaveTextContent('92%');
    expect(screen.getByRole('img', { name: 'Life balance 92%: Balanced' })).toBeInTheDocument();
    expect(within(card).getByText('154.8h')).toBeInTheDocument();
  });

  it('offers the data export in the Analytics & Insights panel', async () => {
    signedInAs(ada);

    renderWithProviders(<HomeRoute />, { route: '/' });

    await userEvent.click(await screen.findByRole('tab', { name: 'Export Data' }));
    expect(screen.getByRole('button', { name: 'Export as JSON' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeEnabled();
  });

  it('deletes the account from under the export, then greets a visitor on the landing page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom cannot scroll
    let deleted = false;
    const fetchMock = stubFetch({
      'GET /api/auth/user': () => (deleted ? errorResponse(401, 'Unauthorized', 'Please sign in.') : jsonResponse(ada)),
      'GET /api/timer/active': () =>
        deleted ? errorResponse(401, 'Unauthorized', 'Please sign in.') : jsonResponse(null),
      'DELETE /api/auth/user': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { queryClient, redirectToLogin } = renderWithProviders(
      <MemoryRouter>
        <HomeRoute />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Export Data' }));
    const exportTab = screen.getByRole('tabpanel', { name: 'Export Data' });
    const deletion = within(exportTab).getByRole('region', { name: 'Delete my account' });
    // Right after the export, which it points to.
    const exportButton = within(exportTab).getByRole('button', { name: 'Export as JSON' });
    expect(exportButton.compareDocumentPosition(deletion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(deletion).getByRole('button', { name: 'Delete my account…' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.type(within(question).getByLabelText('Type your email to confirm'), 'ada@example.com');

    await userEvent.click(within(question).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Take Back Your Time' })).toBeInTheDocument();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back, Ada' })).not.toBeInTheDocument();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([authKeys.user()]);
    // Nothing asks again who is signed in, nor sends the browser to sign in as someone.
    const readsOfUser = callsTo(fetchMock, 'GET', '/api/auth/user').length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(callsTo(fetchMock, 'GET', '/api/auth/user')).toHaveLength(readsOfUser);
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(screen.getByText('Your account has been deleted.')).toBeInTheDocument();
  });

  it('updates the life balance dial as soon as a session is saved', async () => {
    let running: unknown = { startTime: new Date(Date.now() - 60_000).toISOString(), type: 'work' };
    let week = quietWeek;
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(ada),
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/stop': () => {
        running = null;
        week = { ...quietWeek, workHours: 8, lifeHours: 160, lifePercentage: 95 };
        const endTime = new Date().toISOString();
        return jsonResponse({ type: 'work', startTime: endTime, endTime, durationSeconds: 60 });
      },
      'GET /api/analytics/weekly': () => jsonResponse(week),
      'GET /api/analytics/daily': () => jsonResponse([]),
      'GET /api/analytics/monthly': () => jsonResponse([]),
    });
    renderWithProviders(<HomeRoute />, { route: '/' });
    expect(await screen.findByRole('img', { name: 'Life balance 100%: Balanced' })).toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    await userEvent.click(stop);

    expect(await screen.findByRole('img', { name: 'Life balance 95%: Balanced' })).toBeInTheDocument();
  });

  it('shows an achievement earned by a session as soon as the session is saved', async () => {
    let running: unknown = { startTime: new Date(Date.now() - 60_000).toISOString(), type: 'work' };
    let awards: unknown[] = [];
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(ada),
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/stop': () => {
        running = null;
        awards = [
          { achievementType: 'commute_free_day', unlockedAt: new Date().toISOString(), earnedFor: '2026-11-18' },
        ];
        const endTime = new Date().toISOString();
        return jsonResponse({ type: 'work', startTime: endTime, endTime, durationSeconds: 60 });
      },
      'GET /api/analytics/weekly': () => jsonResponse(quietWeek),
      'GET /api/analytics/daily': () => jsonResponse([]),
      'GET /api/analytics/monthly': () => jsonResponse([]),
      'GET /api/achievements': () => jsonResponse(awards),
    });
    renderWithProviders(<HomeRoute />, { route: '/' });
    expect(await screen.findByText('Keep tracking your balance to unlock achievements!')).toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    await userEvent.click(stop);

    expect(await screen.findByText('Unlocked!')).toBeInTheDocument();
    expect(screen.getByText('Earned on Nov 18, 2026')).toBeInTheDocument();
  });

  it('reads the days, the month and the leaderboard again as soon as a session is saved', async () => {
    let running: unknown = { startTime: new Date(Date.now() - 60_000).toISOString(), type: 'work' };
    let myShare = 100;
    const fetchMock = stubFetch({
      'GET /api/auth/user': () => jsonResponse(ada),
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/stop': () => {
        running = null;
        myShare = 95;
        const endTime = new Date().toISOString();
        return jsonResponse({ type: 'work', startTime: endTime, endTime, durationSeconds: 60 });
      },
      'GET /api/analytics/weekly': () => jsonResponse(quietWeek),
      'GET /api/analytics/daily': () => jsonResponse([]),
      'GET /api/analytics/monthly': () => jsonResponse([]),
      'GET /api/friends/leaderboard': () =>
        jsonResponse({
          weekStart: '2026-11-16',
          entries: [{ person: { ...ada, lastName: 'Lovelace' }, isMe: true, lifePercentage: myShare, rank: 1 }],
        }),
    });
    renderWithProviders(<HomeRoute />, { route: '/' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByTestId('leaderboard-score')).toHaveTextContent('100%');
    const stop = screen.getByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());
    const readsOf = (path: string) => queriesTo(fetchMock, 'GET', path).length;
    const before = { daily: readsOf('/api/analytics/daily'), monthly: readsOf('/api/analytics/monthly') };

    await userEvent.click(stop);

    await waitFor(() => expect(screen.getByTestId('leaderboard-score')).toHaveTextContent('95%'));
    // The week at a glance and the insights each read their own range of days.
    await waitFor(() => expect(readsOf('/api/analytics/daily')).toBe(before.daily + 2));
    expect(readsOf('/api/analytics/monthly')).toBe(before.monthly + 1);
  });

  it("saves the browser's time zone once when it differs from the saved one", async () => {
    const fetchMock = signedInAs({ ...ada, timeZone: null });

    renderWithProviders(<HomeRoute />, { route: '/' });

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/auth/user')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/auth/user')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ timeZone: browserZone });
  });

  it('leaves the time zone alone when it is already right', async () => {
    const fetchMock = signedInAs(ada);

    renderWithProviders(<HomeRoute />, { route: '/' });

    await screen.findByRole('heading', { name: 'Track Your Time' });
    expect(callsTo(fetchMock, 'PATCH', '/api/auth/user')).toHaveLength(0);
  });
});
