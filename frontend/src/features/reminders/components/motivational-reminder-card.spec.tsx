import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/ui/toasts';
import type { SessionType } from '@/lib/session-type';
import type { Notifier } from '@/features/reminders/browser-notifier';
import type { PushDevice } from '@/features/reminders/push-device';
import type { NotificationPermissionState } from '@/features/reminders/reminder-notifications';
import { MotivationalReminderCard } from './motivational-reminder-card';

/** Local time on Wednesday 18 November 2026. */
const at = (hour: number, minute = 0) => new Date(2026, 10, 18, hour, minute);

type Moment = {
  now: Date;
  timer?: { type: SessionType; minutes: number } | null;
  lifePercentage?: number;
};

/** What the dashboard hands the card: the running timer and this week's life share. */
type Scene = Pick<ComponentProps<typeof MotivationalReminderCard>, 'activeTimer' | 'weeklyLifePercentage'>;

/** Sets the clock to the moment and returns what the dashboard would hand the card then. */
function setTheScene({ now, timer = null, lifePercentage = 50 }: Moment): Scene {
  vi.useFakeTimers({ now });
  const activeTimer = timer
    ? { type: timer.type, startTime: new Date(now.getTime() - timer.minutes * 60_000).toISOString() }
    : null;
  return { activeTimer, weeklyLifePercentage: lifePercentage };
}

/** Lets the card's effects settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(10));
const passMinutes = async (minutes: number) => {
  await act(() => vi.advanceTimersByTimeAsync(minutes * 60_000));
  await settle();
};

function fakeNotifier(permission: NotificationPermissionState, answer: NotificationPermissionState = 'granted') {
  let current = permission;
  return {
    permission: vi.fn(() => current),
    requestPermission: vi.fn(async () => {
      current = answer;
      return answer;
    }),
    show: vi.fn(),
  } satisfies Notifier;
}

/** A browser without the Push API, unless a test says otherwise. */
const noPush: PushDevice = {
  supported: () => false,
  current: async () => null,
  subscribe: async () => null,
  unsubscribe: async () => null,
};

async function renderCard(
  scene: Scene,
  notifier: Notifier = fakeNotifier('unsupported'),
  { withToasts = false, pushDevice = noPush }: { withToasts?: boolean; pushDevice?: PushDevice } = {},
) {
  const client = new QueryClient();
  const view = render(
    <>
      <MotivationalReminderCard {...scene} notifier={notifier} pushDevice={pushDevice} />
      {withToasts ? <Toasts /> : null}
    </>,
    { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
  );
  await settle();
  return view;
}

const card = () => screen.queryByTestId('motivational-reminder');

describe('MotivationalReminderCard', () => {
  it('reads each new reminder out once, politely, from a live region that is always in the page', async () => {
    const work = setTheScene({ now: at(10), timer: { type: 'work', minutes: 89 } });
    const view = await renderCard(work);
    const announcer = screen.getByRole('status');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('');

    await passMinutes(1);
    view.rerender(<MotivationalReminderCard {...work} notifier={fakeNotifier('unsupported')} />);
    await settle();

    expect(announcer).toHaveTextContent(/^A short pause would do you good\. /);
    expect(screen.getByRole('status')).toBe(announcer);
  });

  it.each([
    {
      case: 'a work session of two hours',
      moment: { now: at(10), timer: { type: 'work', minutes: 120 } },
      reminder: 'long-session',
      title: 'Time to come up for air',
      text: "You've been at it for a good two hours. Stand up, stretch and rest your eyes; the work will keep while you do.",
    },
    {
      case: 'a work session of an hour and a half',
      moment: { now: at(10), timer: { type: 'work', minutes: 90 } },
      reminder: 'take-a-break',
      title: 'A short pause would do you good',
      text: "You've been focused for an hour and a half. A glass of water or a few steps outside is a kind thing to give yourself.",
    },
    {
      case: 'work still running at six in the evening',
      moment: { now: at(18), timer: { type: 'work', minutes: 10 } },
      reminder: 'evening',
      title: 'The evening is yours too',
      text: "It's past six and you're still working. Finish what you can, and let the rest wait for tomorrow.",
    },
    {
      case: 'no session at six in the evening',
      moment: { now: at(18), timer: null },
      reminder: 'end-of-day',
      title: 'Time to let the day go',
      text: 'The day is winding down. Enjoy a slow dinner, a walk, or a moment with someone you love.',
    },
    {
      case: 'a quiet morning in a week with 60% life',
      moment: { now: at(10), timer: null, lifePercentage: 60 },
      reminder: 'balanced',
      title: 'Your week is in lovely balance',
      text: "You're keeping plenty of time for the life you love. Whatever you're doing, keep doing it.",
    },
  ] as const)('speaks gently to $case', async ({ moment, reminder, title, text }) => {
    const scene = setTheScene(moment);

    await renderCard(scene);

    expect(card()).toHaveAttribute('data-reminder', reminder);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('stays out of the way when no reminder fits the moment', async () => {
    const scene = setTheScene({ now: at(10), timer: null, lifePercentage: 59 });

    await renderCard(scene);

    expect(card()).not.toBeInTheDocument();
  });

  it('never nudges during a commute, however long or late', async () => {
    const scene = setTheScene({ now: at(18, 30), timer: { type: 'commute', minutes: 150 }, lifePercentage: 90 });

    await renderCard(scene);

    expect(card()).not.toBeInTheDocument();
  });

  it('waits to know whether a session runs before saying anything', async () => {
    vi.useFakeTimers({ now: at(18, 30) });

    await renderCard({ activeTimer: undefined, weeklyLifePercentage: 90 });

    expect(card()).not.toBeInTheDocument();
  });

  it('looks again every minute, suggesting a break once 90 minutes have passed', async () => {
    const scene = setTheScene({ now: at(10), timer: { type: 'work', minutes: 89 } });
    await renderCard(scene);
    expect(card()).not.toBeInTheDocument();

    await passMinutes(1);

    expect(card()).toHaveAttribute('data-reminder', 'take-a-break');
  });

  it('shows the end-of-day message from 18:00 and lets it go at 20:00', async () => {
    const scene = setTheScene({ now: at(17, 59), timer: null });
    await renderCard(scene);
    expect(card()).not.toBeInTheDocument();

    await passMinutes(1);
    expect(card()).toHaveAttribute('data-reminder', 'end-of-day');

    await passMinutes(119);
    expect(card()).toHaveAttribute('data-reminder', 'end-of-day');

    await passMinutes(1);
    expect(card()).not.toBeInTheDocument();
  });

  describe('browser notifications', () => {
    const longMorning = { now: at(10), timer: { type: 'work', minutes: 90 } } as const;

    it('offers "Remind me with notifications" while you have not decided yet', async () => {
      const scene = setTheScene(longMorning);

      await renderCard(scene, fakeNotifier('default'));

      expect(screen.getByRole('button', { name: 'Remind me with notifications' })).toBeInTheDocument();
      expect(screen.getByText('After long work sessions, while Pause is open.')).toBeInTheDocument();
    });

    it('says what push brings where the browser can take it: reminders even with Pause closed', async () => {
      const scene = setTheScene(longMorning);
      const notSubscribed: PushDevice = {
        supported: () => true,
        current: async () => null,
        subscribe: vi.fn(async () => null),
        unsubscribe: vi.fn(async () => null),
      };

      await renderCard(scene, fakeNotifier('default'), { pushDevice: notSubscribed });
      await settle();

      expect(screen.getByRole('button', { name: 'Remind me with notifications' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'After 90 and 120 minutes of work, in the evening and for a forgotten timer, even with Pause closed.',
        ),
      ).toBeInTheDocument();
    });

    it.each(['granted', 'denied', 'unsupported'] as const)(
      'does not offer notifications when the browser says "%s"',
      async (permission) => {
        const scene = setTheScene(longMorning);

        await renderCard(scene, fakeNotifier(permission));

        expect(card()).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Remind me with notifications' })).not.toBeInTheDocument();
      },
    );

    it('asks for permission only when you click, then puts the button away', async () => {
      const scene = setTheScene(longMorning);
      const notifier = fakeNotifier('default', 'granted');
      await renderCard(scene, notifier);
      expect(notifier.requestPermission).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'Remind me with notifications' }));
      await settle();

      expect(notifier.requestPermission).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Remind me with notifications' })).not.toBeInTheDocument();
    });

    it.each([
      ['granted', 'Notifications on'],
      ['denied', 'Notifications off'],
    ] as const)('confirms the answer "%s" in a toast', async (answer, title) => {
      const scene = setTheScene(longMorning);
      const notifier = fakeNotifier('default', answer);
      await renderCard(scene, notifier, { withToasts: true });

      fireEvent.click(screen.getByRole('button', { name: 'Remind me with notifications' }));
      await settle();

      await vi.waitFor(() => expect(screen.getByText(title, { exact: true })).toBeInTheDocument());
    });

    it('sends a long work session to your notifications once per reminder, not every minute', async () => {
      const scene = setTheScene(longMorning);
      const notifier = fakeNotifier('granted');

      await renderCard(scene, notifier);
      await passMinutes(5);

      expect(notifier.show).toHaveBeenCalledTimes(1);
      expect(notifier.show).toHaveBeenLastCalledWith({
        title: 'A short pause would do you good',
        body: "You've been focused for an hour and a half. A glass of water or a few steps outside is a kind thing to give yourself.",
        tag: expect.stringMatching(/^take-a-break@/),
      });

      await passMinutes(25);
      expect(card()).toHaveAttribute('data-reminder', 'long-session');
      await passMinutes(5);

      expect(notifier.show).toHaveBeenCalledTimes(2);
      expect(notifier.show).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Time to come up for air', tag: expect.stringMatching(/^long-session@/) }),
      );
    });

    it('stays quiet while this device gets reminders by push, which brings the same ones', async () => {
      const scene = setTheScene(longMorning);
      const notifier = fakeNotifier('granted');
      const subscribed: PushDevice = {
        supported: () => true,
        current: async () => ({
          endpoint: 'https://push.example.com/device',
          expirationTime: null,
          keys: { p256dh: 'p256dh', auth: 'auth' },
        }),
        subscribe: vi.fn(async () => null),
        unsubscribe: vi.fn(async () => null),
      };

      await renderCard(scene, notifier, { pushDevice: subscribed });
      await passMinutes(35);

      expect(card()).toHaveAttribute('data-reminder', 'long-session');
      expect(notifier.show).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: /Remind me with notifications/ })).toBeNull();
    });

    it('keeps the gentler reminders on the dashboard only', async () => {
      const scene = setTheScene({ now: at(18, 30), timer: { type: 'work', minutes: 10 } });
      const notifier = fakeNotifier('granted');

      await renderCard(scene, notifier);

      expect(card()).toHaveAttribute('data-reminder', 'evening');
      expect(notifier.show).not.toHaveBeenCalled();
    });

    it('sends nothing before you allow it', async () => {
      const scene = setTheScene(longMorning);
      const notifier = fakeNotifier('default');

      await renderCard(scene, notifier);

      expect(notifier.show).not.toHaveBeenCalled();
    });
  });
});
