import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { friendKeys } from '@/features/friends/api/friend-keys';
import { SOCIAL_TAB_REFRESH_MS } from '@/lib/social-tab-refresh';
import { callsTo, errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { FriendsChallengesPanel } from './friends-challenges-panel';

// Wednesday 18 November 2026: this week began on Monday the 16th.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);

const person = (
  id: string,
  firstName: string | null,
  lastName: string | null = null,
  profileImageUrl: string | null = null,
) => ({
  id,
  firstName,
  lastName,
  profileImageUrl,
});

const ada = person('user-ada', 'Ada', 'Lovelace');
const sam = person('user-sam', 'Sam', 'Lee', 'https://example.com/sam.png');
const kim = person('user-kim', 'Kim', 'Park');
const noa = person('user-noa', 'Noa', null);

const friendship = (id: string, friendUser: ReturnType<typeof person>) => ({
  id,
  friendId: friendUser.id,
  friendUser,
  since: '2026-11-01T09:00:00.000Z',
});

const requestFrom = (id: string, requesterUser: ReturnType<typeof person>) => ({
  id,
  status: 'pending',
  requesterUser,
  createdAt: '2026-11-17T09:00:00.000Z',
});

const challenge = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  creator: { id: ada.id, firstName: 'Ada', formerMember: false },
  challenged: { id: sam.id, firstName: 'Sam', formerMember: false },
  weekStart: '2026-11-16',
  status: 'active',
  winner: null,
  creatorLifePercentage: null,
  challengedLifePercentage: null,
  createdAt: '2026-11-16T08:00:00.000Z',
  ...overrides,
});

const sentTo = (id: string, email: string) => ({ id, status: 'pending', email, createdAt: '2026-11-17T09:00:00.000Z' });

type Answers = Parameters<typeof stubFetch>[0];

/** Intl writes ranges with thin and no-break spaces; the tests read them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');

function backend({
  friends = [] as unknown[],
  requests = [] as unknown[],
  sent = [] as unknown[],
  challenges = [] as unknown[],
  leaderboard = {
    weekStart: '2026-11-16',
    entries: [{ person: ada, isMe: true, lifePercentage: 80, rank: 1 }],
  } as unknown,
  more = {} as Answers,
} = {}) {
  return stubFetch({
    'GET /api/friends': () => jsonResponse(friends),
    'GET /api/friends/requests': () => jsonResponse(requests),
    'GET /api/friends/requests/sent': () => jsonResponse(sent),
    'GET /api/challenges': () => jsonResponse(challenges),
    'GET /api/friends/leaderboard': () => jsonResponse(leaderboard),
    ...more,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, method, path)[index][1]?.body));

const emailInput = () => screen.getByRole('textbox', { name: "Friend's email" });
const addButton = () => screen.getByRole('button', { name: 'Add' });
const row = (testId: string, text: string) => {
  const found = screen.getAllByTestId(testId).find((item) => item.textContent?.includes(text));
  if (!found) throw new Error(`No ${testId} row with ${text}`);
  return found;
};

describe('FriendsChallengesPanel', () => {
  beforeEach(() => vi.useFakeTimers({ now: WEDNESDAY, toFake: ['Date'] }));

  it('counts your friends and your challenges on their tabs', async () => {
    backend({
      friends: [friendship('f-1', sam), friendship('f-2', kim)],
      challenges: [challenge('c-1'), challenge('c-2', { status: 'tied' }), challenge('c-3', { status: 'completed' })],
    });

    renderWithProviders(<FriendsChallengesPanel />);

    expect(screen.getByRole('heading', { name: 'Friends & Challenges' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Friends (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Challenges (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toBeInTheDocument();
  });

  it('shows placeholder rows while your friends are on their way', () => {
    stubFetch({
      'GET /api/friends': () => new Promise<Response>(() => {}),
      'GET /api/friends/requests': () => new Promise<Response>(() => {}),
      'GET /api/challenges': () => new Promise<Response>(() => {}),
    });

    renderWithProviders(<FriendsChallengesPanel />);

    expect(screen.getByText('Loading your friends...')).toBeInTheDocument();
    expect(screen.getAllByTestId('row-skeleton')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Friends (0)' })).toBeInTheDocument();
  });

  it('invites you to add friends while you have none and no one has asked', async () => {
    backend();

    renderWithProviders(<FriendsChallengesPanel />);

    expect(await screen.findByText('No friends yet. Add friends to compare balance scores!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Friends (0)' })).toBeInTheDocument();
  });

  it('invites you to challenge a friend while there are no challenges', async () => {
    backend();
    renderWithProviders(<FriendsChallengesPanel />);

    await userEvent.click(await screen.findByRole('tab', { name: 'Challenges (0)' }));

    expect(
      await screen.findByText('No active challenges. Challenge a friend to see who maintains better balance!'),
    ).toBeInTheDocument();
  });

  it('shows only you on the leaderboard, and invites you to add friends, while you have none', async () => {
    backend();
    renderWithProviders(<FriendsChallengesPanel />);

    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboard' }));

    expect(await screen.findByText('Add friends to see how you compare!')).toBeInTheDocument();
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('You')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('leaderboard-score')).toHaveTextContent('80%');
  });

  describe('adding a friend', () => {
    it('offers Add only once an email is typed', async () => {
      backend();
      renderWithProviders(<FriendsChallengesPanel />);
      await screen.findByText('No friends yet. Add friends to compare balance scores!');

      expect(emailInput()).toHaveAttribute('type', 'email');
      expect(emailInput()).toHaveAttribute('placeholder', "Friend's email");
      expect(addButton()).toBeDisabled();
      await userEvent.type(emailInput(), '   ');
      expect(addButton()).toBeDisabled();
      await userEvent.type(emailInput(), 'sam@example.com');
      expect(addButton()).toBeEnabled();
    });

    it('keeps Add disabled while the request is on its way, then says it was sent and clears the email', async () => {
      let answer: () => void = () => {};
      const fetchMock = backend({
        more: {
          'POST /api/friends/request': () =>
            new Promise<Response>((resolve) => {
              answer = () => resolve(jsonResponse({ id: 'r-9', status: 'pending', friendUser: sam }, 201));
            }),
        },
      });
      renderWithProviders(<FriendsChallengesPanel />);
      await screen.findByText('No friends yet. Add friends to compare balance scores!');

      await userEvent.type(emailInput(), '  sam@example.com ');
      await userEvent.click(addButton());

      await waitFor(() => expect(addButton()).toBeDisabled());
      expect(bodyOf(fetchMock, 'POST', '/api/friends/request')).toEqual({ friendEmail: 'sam@example.com' });
      act(() => answer());

      expect(await screen.findByText('Friend Request Sent')).toBeInTheDocument();
      expect(screen.getByText('Your friend request has been sent!')).toBeInTheDocument();
      await waitFor(() => expect(emailInput()).toHaveValue(''));
      expect(addButton()).toBeDisabled();
    });

    it('says the request was updated, and shows the new friend, when they had already asked you', async () => {
      let friends: unknown[] = [];
      let requests: unknown[] = [requestFrom('r-1', sam)];
      backend({
        more: {
          'GET /api/friends': () => jsonResponse(friends),
          'GET /api/friends/requests': () => jsonResponse(requests),
          'POST /api/friends/request': () => {
            friends = [friendship('f-1', sam)];
            requests = [];
            return jsonResponse({ id: 'r-1', status: 'accepted', friendUser: sam }, 201);
          },
        },
      });
      renderWithProviders(<FriendsChallengesPanel />);
      await screen.findByTestId('friend-request');

      await userEvent.type(emailInput(), 'sam@example.com');
      await userEvent.click(addButton());

      expect(await screen.findByText('Request Updated')).toBeInTheDocument();
      expect(screen.getByText('Friend request has been updated!')).toBeInTheDocument();
      expect(screen.queryByText('Friend Request Sent')).not.toBeInTheDocument();
      expect(await screen.findByTestId('friend')).toHaveTextContent('Sam Lee');
      expect(screen.queryByTestId('friend-request')).not.toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Friends (1)' })).toBeInTheDocument();
      await waitFor(() => expect(emailInput()).toHaveValue(''));
    });

    it("shows the server's reason when the request cannot be sent, and keeps the email", async () => {
      backend({
        more: {
          'POST /api/friends/request': () =>
            errorResponse(400, 'Bad Request', "That is your own email address. Enter a friend's email."),
        },
      });
      renderWithProviders(<FriendsChallengesPanel />);
      await screen.findByText('No friends yet. Add friends to compare balance scores!');

      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(addButton());

      expect(await screen.findByText('Error')).toBeInTheDocument();
      expect(screen.getByText("That is your own email address. Enter a friend's email.")).toBeInTheDocument();
      expect(emailInput()).toHaveValue('ada@example.com');
    });

    it('says "Failed to send friend request" when the server cannot be reached', async () => {
      backend({ more: { 'POST /api/friends/request': () => Promise.reject(new TypeError('Failed to fetch')) } });
      renderWithProviders(<FriendsChallengesPanel />);
      await screen.findByText('No friends yet. Add friends to compare balance scores!');

      await userEvent.type(emailInput(), 'sam@example.com{Enter}');

      expect(await screen.findByText('Failed to send friend request')).toBeInTheDocument();
    });
  });

  describe('requests you sent', () => {
    it('shows each one waiting, by the address typed, alike whether or not they use Pause', async () => {
      backend({ sent: [sentTo('r-1', 'sam@example.com'), sentTo('r-2', 'someone.new@example.com')] });
      renderWithProviders(<FriendsChallengesPanel />);

      const rows = await screen.findAllByTestId('sent-friend-request');
      expect(rows.map((item) => item.textContent)).toEqual([
        "sam@example.comPending. If they use Pause, they'll see your request.Withdraw",
        "someone.new@example.comPending. If they use Pause, they'll see your request.Withdraw",
      ]);
      // With requests on their way, the empty note would say too little.
      expect(screen.queryByText('No friends yet. Add friends to compare balance scores!')).not.toBeInTheDocument();
    });

    it('shows a new request among those sent once it is sent', async () => {
      let sent: unknown[] = [];
      backend({
        more: {
          'GET /api/friends/requests/sent': () => jsonResponse(sent),
          'POST /api/friends/request': () => {
            sent = [sentTo('r-1', 'someone.new@example.com')];
            return jsonResponse({ id: 'r-1', status: 'pending' }, 201);
          },
        },
      });
      renderWithProviders(<FriendsChallengesPanel />);
      await screen.findByText('No friends yet. Add friends to compare balance scores!');

      await userEvent.type(emailInput(), 'someone.new@example.com');
      await userEvent.click(addButton());

      expect(await screen.findByText('Friend Request Sent')).toBeInTheDocument();
      expect(await screen.findByText('someone.new@example.com')).toBeInTheDocument();
    });

    it('withdraws one, which then leaves the list', async () => {
      let sent: unknown[] = [sentTo('r-1', 'sam@example.com'), sentTo('r-2', 'kim@example.com')];
      const fetchMock = backend({
        more: {
          'GET /api/friends/requests/sent': () => jsonResponse(sent),
          'DELETE /api/friends/requests/r-1': () => {
            sent = [sentTo('r-2', 'kim@example.com')];
            return new Response(null, { status: 204 });
          },
        },
      });
      renderWithProviders(<FriendsChallengesPanel />);

      await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the request to sam@example.com' }));

      expect(await screen.findByText('Request Withdrawn')).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByTestId('sent-friend-request')).toHaveLength(1));
      expect(screen.getByText('kim@example.com')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', '/api/friends/requests/r-1')).toHaveLength(1);
    });
  });

  it('receives a new request while the Friends tab is open, without a reload', async () => {
    vi.useFakeTimers({
      now: WEDNESDAY,
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    let requests: unknown[] = [];
    backend({ more: { 'GET /api/friends/requests': () => jsonResponse(requests) } });
    renderWithProviders(<FriendsChallengesPanel />);
    await vi.waitFor(() =>
      expect(screen.getByText('No friends yet. Add friends to compare balance scores!')).toBeInTheDocument(),
    );

    requests = [requestFrom('r-1', sam)];
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_TAB_REFRESH_MS));

    await vi.waitFor(() => expect(screen.getByTestId('friend-request')).toHaveTextContent('Sam Lee'));
    vi.useRealTimers();
  });

  it("moves a friend's challenge share while the Challenges tab is open, without a reload", async () => {
    vi.useFakeTimers({
      now: WEDNESDAY,
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    let challenges = [challenge('c-1', { creatorLifePercentage: 86, challengedLifePercentage: 70 })];
    backend({ more: { 'GET /api/challenges': () => jsonResponse(challenges) } });
    renderWithProviders(<FriendsChallengesPanel />);
    await vi.waitFor(() => expect(screen.getByRole('tab', { name: 'Challenges (1)' })).toBeInTheDocument());
    // Radix chooses a tab on mouse down; userEvent's click waits on timers these tests fake.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Challenges (1)' }));
    await vi.waitFor(() => expect(screen.getByTestId('challenge-standing')).toHaveTextContent('Sam 70%'));

    challenges = [challenge('c-1', { creatorLifePercentage: 86, challengedLifePercentage: 74 })];
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_TAB_REFRESH_MS));

    await vi.waitFor(() => expect(screen.getByTestId('challenge-standing')).toHaveTextContent('Sam 74%'));
    vi.useRealTimers();
  });

  describe('answering friend requests', () => {
    it('shows who asked, with Accept and Decline', async () => {
      backend({ requests: [requestFrom('r-1', sam), requestFrom('r-2', noa)] });

      renderWithProviders(<FriendsChallengesPanel />);

      const samRequest = await screen.findByText('Sam Lee');
      expect(samRequest).toBeInTheDocument();
      expect(row('friend-request', 'Sam Lee').querySelector('img')).toHaveAttribute(
        'src',
        'https://example.com/sam.png',
      );
      expect(within(row('friend-request', 'Noa')).getByText('N')).toBeInTheDocument();
      expect(within(row('friend-request', 'Noa')).getByRole('button', { name: 'Accept' })).toBeEnabled();
      expect(within(row('friend-request', 'Noa')).getByRole('button', { name: 'Decline' })).toBeEnabled();
      expect(screen.queryByText('No friends yet. Add friends to compare balance scores!')).not.toBeInTheDocument();
    });

    it('accepts a request and refreshes requests, friends, leaderboard and challenges', async () => {
      let requests: unknown[] = [requestFrom('r-1', sam)];
      let friends: unknown[] = [];
      const fetchMock = backend({
        more: {
          'GET /api/friends': () => jsonResponse(friends),
          'GET /api/friends/requests': () => jsonResponse(requests),
          'PATCH /api/friends/r-1': ({ body }: StubRequest) => {
            requests = [];
            friends = [friendship('f-1', sam)];
            return jsonResponse({ id: 'r-1', ...(body as object) });
          },
        },
      });
      const { queryClient } = renderWithProviders(<FriendsChallengesPanel />);
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

      await userEvent.click(
        within(await screen.findByTestId('friend-request')).getByRole('button', { name: 'Accept' }),
      );

      expect(await screen.findByText('Request Updated')).toBeInTheDocument();
      expect(screen.getByText('Friend request has been updated!')).toBeInTheDocument();
      expect(bodyOf(fetchMock, 'PATCH', '/api/friends/r-1')).toEqual({ status: 'accepted' });
      expect(await screen.findByTestId('friend')).toHaveTextContent('Sam Lee');
      expect(screen.queryByTestId('friend-request')).not.toBeInTheDocument();
      // Requests, friends and the leaderboard sit under the friends feature's own key...
      expect(invalidate).toHaveBeenCalledWith({ queryKey: friendKeys.all });
      // ...and the challenges, built from friendships, are read again too.
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/challenges')).toHaveLength(2));
    });

    it('declines a request', async () => {
      const fetchMock = backend({
        requests: [requestFrom('r-2', kim)],
        more: { 'PATCH /api/friends/r-2': ({ body }: StubRequest) => jsonResponse({ id: 'r-2', ...(body as object) }) },
      });
      renderWithProviders(<FriendsChallengesPanel />);

      await userEvent.click(
        within(await screen.findByTestId('friend-request')).getByRole('button', { name: 'Decline' }),
      );

      expect(await screen.findByText('Request Updated')).toBeInTheDocument();
      expect(bodyOf(fetchMock, 'PATCH', '/api/friends/r-2')).toEqual({ status: 'declined' });
    });

    it("shows the server's reason when an answer cannot be saved", async () => {
      backend({
        requests: [requestFrom('r-1', sam)],
        more: { 'PATCH /api/friends/r-1': () => errorResponse(409, 'Conflict', 'This request was already answered.') },
      });
      renderWithProviders(<FriendsChallengesPanel />);

      await userEvent.click(
        within(await screen.findByTestId('friend-request')).getByRole('button', { name: 'Accept' }),
      );

      expect(await screen.findByText('Error')).toBeInTheDocument();
      expect(screen.getByText('This request was already answered.')).toBeInTheDocument();
    });
  });

  describe('challenging a friend', () => {
    it('lists your friends by full name, each with a Challenge button', async () => {
      backend({ friends: [friendship('f-1', sam), friendship('f-2', noa)] });

      renderWithProviders(<FriendsChallengesPanel />);

      await screen.findByText('Sam Lee');
      const names = screen.getAllByTestId('friend').map((item) => item.textContent);
      expect(names).toEqual(['Sam LeeChallenge', 'NNoaChallenge']);
      expect(screen.getAllByRole('button', { name: 'Challenge' })).toHaveLength(2);
    });

    it('asks which week and creates nothing before you confirm, then says the challenge is on', async () => {
      let challenges: unknown[] = [];
      const fetchMock = backend({
        friends: [friendship('f-1', sam)],
        more: {
          'GET /api/challenges': () => jsonResponse(challenges),
          'POST /api/challenges': ({ body }: StubRequest) => {
            challenges = [challenge('c-1', body as Record<string, unknown>)];
            return jsonResponse(challenges[0], 201);
          },
        },
      });
      renderWithProviders(<FriendsChallengesPanel />);

      await userEvent.click(await screen.findByRole('button', { name: 'Challenge' }));

      const dialog = await screen.findByRole('dialog', { name: 'Challenge Sam' });
      expect(within(dialog).getByText(/Whoever keeps the higher life share over the week wins/)).toBeInTheDocument();
      const thisWeek = within(dialog).getByRole('radio', { name: /This week/ });
      const nextWeek = within(dialog).getByRole('radio', { name: /Next week/ });
      expect(plain(thisWeek.closest('label')?.textContent)).toBe('This weekNov 16 – 22, 2026');
      expect(plain(nextWeek.closest('label')?.textContent)).toBe('Next weekNov 23 – 29, 2026');
      expect(thisWeek).toBeChecked();
      expect(callsTo(fetchMock, 'POST', '/api/challenges')).toHaveLength(0);

      await userEvent.click(nextWeek);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));

      expect(await screen.findByText('Challenge Created!')).toBeInTheDocument();
      expect(screen.getByText('Your balance challenge has been sent!')).toBeInTheDocument();
      expect(bodyOf(fetchMock, 'POST', '/api/challenges')).toEqual({
        challengedId: 'user-sam',
        weekStart: '2026-11-23',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('tab', { name: 'Challenges (1)' })).toBeInTheDocument();
    });

    it('greys out a week you two already have a challenge for, and chooses the other', async () => {
      backend({
        friends: [friendship('f-1', sam), friendship('f-2', kim)],
        challenges: [challenge('c-1', { creator: { id: sam.id, firstName: 'Sam', formerMember: false } })],
      });
      renderWithProviders(<FriendsChallengesPanel />);
      await screen.findByRole('tab', { name: 'Challenges (1)' });

      await userEvent.click(within(row('friend', 'Sam Lee')).getByRole('button', { name: 'Challenge' }));
      const dialog = await screen.findByRole('dialog', { name: 'Challenge Sam' });
      expect(within(dialog).getByRole('radio', { name: /This week/ })).toBeDisabled();
      expect(within(dialog).getByText(/Already challenged/)).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: /Next week/ })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // Another friend's weeks are all open.
      await userEvent.click(within(row('friend', 'Kim Park')).getByRole('button', { name: 'Challenge' }));
      const other = await screen.findByRole('dialog', { name: 'Challenge Kim' });
      expect(within(other).getByRole('radio', { name: /This week/ })).toBeEnabled();
      expect(within(other).getByRole('radio', { name: /This week/ })).toBeChecked();
    });

    it("shows the server's reason when the challenge cannot be created", async () => {
      backend({
        friends: [friendship('f-1', sam)],
        more: {
          'POST /api/challenges': () =>
            errorResponse(409, 'Conflict', 'You have already challenged Sam for this week.'),
        },
      });
      renderWithProviders(<FriendsChallengesPanel />);

      await userEvent.click(await screen.findByRole('button', { name: 'Challenge' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Send challenge' }));

      expect(await screen.findByText('Error')).toBeInTheDocument();
      expect(screen.getByText('You have already challenged Sam for this week.')).toBeInTheDocument();
    });
  });

  it('shows each challenge with who against whom, its week and how it stands', async () => {
    backend({
      challenges: [
        challenge('c-0', { weekStart: '2026-11-23' }),
        challenge('c-1', { creatorLifePercentage: 86, challengedLifePercentage: null }),
        challenge('c-2', {
          creator: { id: kim.id, firstName: 'Kim', formerMember: false },
          challenged: { id: ada.id, firstName: 'Ada', formerMember: false },
          weekStart: '2026-11-09',
          status: 'completed',
          winner: { id: kim.id, firstName: 'Kim', formerMember: false },
          creatorLifePercentage: 82,
          challengedLifePercentage: 79,
        }),
        challenge('c-3', {
          weekStart: '2026-11-02',
          status: 'tied',
          challenged: { id: noa.id, firstName: null, formerMember: false },
        }),
      ],
    });
    renderWithProviders(<FriendsChallengesPanel />);

    await userEvent.click(await screen.findByRole('tab', { name: 'Challenges (4)' }));

    expect(await screen.findByText(/Whoever keeps the higher life share over the week wins/)).toHaveTextContent(
      'Each of you needs sessions on at least three days of the week to have a share',
    );
    const rows = await screen.findAllByTestId('challenge');
    const summary = rows.map((item) => [
      within(item).getByText(/ vs /).textContent,
      plain(within(item).getByText(/^Week of/).textContent),
      within(item).getByTestId('challenge-standing').textContent,
      item.querySelector('[data-variant]')?.textContent,
      item.querySelector('[data-variant]')?.getAttribute('data-variant'),
    ]);
    expect(summary).toEqual([
      ['Ada vs Sam', 'Week of Nov 23 – 29, 2026', 'Starts Monday, November 23', 'Active', 'primary'],
      ['Ada vs Sam', 'Week of Nov 16 – 22, 2026', 'So far: Ada 86% · Sam —', 'Active', 'primary'],
      ['Kim vs Ada', 'Week of Nov 9 – 15, 2026', 'Final: Kim 82% · Ada 79%', 'Won by Kim', 'secondary'],
      ['Ada vs Friend', 'Week of Nov 2 – 8, 2026', 'Final: Ada — · Friend —', 'Tied', 'secondary'],
    ]);
  });

  it("ranks this week's real scores: you first, then friends by rank, then friends with no sessions", async () => {
    backend({
      friends: [friendship('f-1', sam), friendship('f-2', kim), friendship('f-3', noa)],
      leaderboard: {
        weekStart: '2026-11-16',
        entries: [
          { person: sam, isMe: false, lifePercentage: 81.6, rank: 1 },
          { person: ada, isMe: true, lifePercentage: 72.4, rank: 2 },
          { person: kim, isMe: false, lifePercentage: 72.4, rank: 2 },
          { person: noa, isMe: false, lifePercentage: null, rank: null },
        ],
      },
    });
    renderWithProviders(<FriendsChallengesPanel />);

    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboard' }));

    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows.map((item) => item.textContent)).toEqual([
      'Rank 2AYou72%',
      'Rank 1Sam Lee82%',
      'Rank 2KKim Park72%',
      'NNoaNo sessions yet—',
    ]);
    expect(within(rows[3]).getByTestId('leaderboard-score')).toHaveTextContent('—');
    expect(screen.queryByText('Add friends to see how you compare!')).not.toBeInTheDocument();
  });

  it('shows names exactly as written, markup and all', async () => {
    const markup = '<b>Sam</b><img src=x onerror=alert(1)>';
    backend({ friends: [friendship('f-1', person('user-x', markup, null))] });

    const { container } = renderWithProviders(<FriendsChallengesPanel />);

    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers to try again when your friends cannot be loaded', async () => {
    backend({ more: { 'GET /api/friends': () => errorResponse(500, 'Internal Server Error', 'Oops.') } });

    renderWithProviders(<FriendsChallengesPanel />);

    expect(await screen.findByText("We couldn't load your friends just now.")).toBeInTheDocument();
    expect(emailInput()).toBeInTheDocument();
  });

  it('tells a signed-out person so and sends them to sign in again', async () => {
    stubFetch({
      'GET /api/friends': () => errorResponse(401, 'Unauthorized', 'Please sign in.'),
      'GET /api/friends/requests': () => errorResponse(401, 'Unauthorized', 'Please sign in.'),
      'GET /api/challenges': () => errorResponse(401, 'Unauthorized', 'Please sign in.'),
    });

    const { redirectToLogin } = renderWithProviders(<FriendsChallengesPanel />);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your friends just now.")).not.toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
