// 'Track Your Time': start a session, watch it run (and move its start if it began earlier), stop it;
// a timer left running too long asks "Still working?". On a phone, a running timer scrolled out of
// sight stays in reach in a bar. Offline, presses are kept on the device and the timer shows them
// (features/timer/offline/).
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS } from '@pause/rules/forgotten-timer';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { useKeyShortcut } from '@/hooks/use-key-shortcut';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useLabelsInUse } from '@/hooks/use-labels-in-use';
import { useOneAtATime } from '@/hooks/use-one-at-a-time';
import { useUser } from '@/lib/auth/get-user';
import type { SessionType } from '@/lib/session-type';
import { useActiveTimer } from '@/features/timer/api/get-active-timer';
import { useStartTimer } from '@/features/timer/api/start-timer';
import { useStopTimer } from '@/features/timer/api/stop-timer';
import { hourglassFillPercent } from '@/features/timer/hourglass-fill';
import { useElapsedSeconds } from '@/features/timer/hooks/use-elapsed-seconds';
import { useRememberLastUse } from '@/features/timer/hooks/use-remember-last-use';
import { useScrolledAway } from '@/features/timer/hooks/use-scrolled-away';
import { useStillWorkingQuestion } from '@/features/timer/hooks/use-still-working-question';
import { useTimerDocumentTitle } from '@/features/timer/hooks/use-timer-document-title';
import { discardRefused, usePresses, useSendKeptPresses } from '@/features/timer/offline/press-sync';
import { timerWithPresses } from '@/features/timer/offline/send-presses';
import { CurrentSessionCard } from './current-session-card';
import { Hourglass } from './hourglass';
import { PressesWaiting } from './presses-waiting';
import { RunningTimerBar } from './running-timer-bar';
import { StartButtons } from './start-buttons';
import { TimerSettings } from './timer-settings';

// Loaded only when a timer has been forgotten.
const StillWorkingDialog = lazy(() => import('./still-working-dialog'));
// Loaded only when a person changes a running timer's start.
const EditStartDialog = lazy(() => import('./edit-start-dialog'));
// Loaded only when a person says what a running timer is about.
const RunningLabelsDialog = lazy(() => import('./running-labels-dialog'));

type TimerPanelProps = {
  /** Settings another feature keeps, shown beside the timer's own (the reminders', from app/routes). */
  settingsBeside?: ReactNode;
};

export function TimerPanel({ settingsBeside }: TimerPanelProps = {}) {
  const activeTimer = useActiveTimer();
  const startTimer = useStartTimer();
  const user = useUser().data;
  const limitHours = user?.forgottenTimerLimitHours ?? DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS;
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  useSendKeptPresses(user?.id);
  const presses = usePresses(user?.id).data ?? [];
  // A refused press waits for the person: no new press goes on top of it until they decide.
  const refused = presses[0]?.refusal !== undefined;
  // The timer shown is this device's kept press: nothing on the server to edit yet.
  const shownFromPresses = presses.length > 0 && !refused;
  const [discarding, setDiscarding] = useState(false);
  const discard = () => {
    if (!user) return;
    setDiscarding(true);
    void discardRefused(queryClient, user.id).finally(() => setDiscarding(false));
  };

  // The server's timer with the presses it has not had yet on top.
  const session = timerWithPresses(activeTimer.data ?? null, presses);
  const elapsedSeconds = useElapsedSeconds(session?.startTime);
  const running = session !== null;
  /** The seconds the sand has been flowing: the running session's, none when nothing runs. */
  const flowingSeconds = running ? elapsedSeconds : null;
  useTimerDocumentTitle(session?.type ?? null, elapsedSeconds);
  useRememberLastUse();
  const nowMs = session ? Date.parse(session.startTime) + elapsedSeconds * 1000 : 0;
  const stillWorking = useStillWorkingQuestion(session, limitHours, nowMs);
  const stopTimer = useStopTimer({ onRanTooLong: stillWorking.ask });

  const startDisabled = running || refused || startTimer.isPending || activeTimer.isPending;
  const start = useOneAtATime<SessionType>((type, settling) => startTimer.mutate({ type }, settling));
  // Its Stop would be kept behind the refused press, and dropped with it if that was a Start.
  const stop = useOneAtATime((_, settling) => (refused ? settling.onSettled() : stopTimer.mutate(undefined, settling)));
  const stopDisabled = !running || refused || stopTimer.isPending;
  const [editingStart, setEditingStart] = useState(false);
  const [editingLabels, setEditingLabels] = useState(false);
  const labelsInUse = useLabelsInUse({ enabled: editingLabels });
  const currentSession = useRef<HTMLDivElement>(null);
  const scrolledAway = useScrolledAway(currentSession, running);

  // The keyboard shortcuts do what the buttons do, only when the buttons could (docs/decisions.md).
  useKeyShortcut('w', () => start('work'), !startDisabled);
  useKeyShortcut('c', () => start('commute'), !startDisabled);
  useKeyShortcut('s', () => stop(), !stopDisabled);

  return (
    <Card aria-labelledby="timer-panel-title">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id="timer-panel-title">Track Your Time</CardTitle>
          <p className="text-sm text-ink-muted">One tap when you begin, one tap when you let go.</p>
        </div>
        <div className="flex items-center gap-1">
          {settingsBeside}
          <TimerSettings />
        </div>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-10">
        <div className="flex flex-col gap-5">
          <StartButtons disabled={startDisabled} onStart={start} />
          <div ref={currentSession}>
            <CurrentSessionCard
              type={session?.type ?? null}
              startTime={session?.startTime ?? null}
              elapsedSeconds={running ? elapsedSeconds : 0}
              stopping={stopTimer.isPending}
              canStop={!refused}
              onStop={() => stop()}
              onEditStart={shownFromPresses ? undefined : () => setEditingStart(true)}
              labels={session}
              onEditLabels={shownFromPresses ? undefined : () => setEditingLabels(true)}
            />
          </div>
          <PressesWaiting presses={presses} online={online} discarding={discarding} onDiscard={discard} />
        </div>

        <figure className="flex flex-col items-center gap-3 text-center md:w-56">
          <Hourglass fillPercent={hourglassFillPercent(flowingSeconds)} flowingSeconds={flowingSeconds} />
          <blockquote className="font-display text-lg text-ink italic">You've done enough for today.</blockquote>
          <figcaption className="text-sm text-ink-muted">
            {running ? 'Time is flowing gently...' : 'Let time flow gently...'}
          </figcaption>
        </figure>
      </div>

      {session && scrolledAway ? (
        <RunningTimerBar
          type={session.type}
          elapsedSeconds={elapsedSeconds}
          stopping={stopTimer.isPending}
          canStop={!refused}
          onStop={() => stop()}
        />
      ) : null}

      {session && editingStart ? (
        <Suspense fallback={null}>
          <EditStartDialog timer={session} limitHours={limitHours} open onOpenChange={setEditingStart} />
        </Suspense>
      ) : null}

      {session && editingLabels ? (
        <Suspense fallback={null}>
          <RunningLabelsDialog timer={session} open onOpenChange={setEditingLabels} labelsInUse={labelsInUse.data} />
        </Suspense>
      ) : null}

      {session && stillWorking.open ? (
        <Suspense fallback={null}>
          <StillWorkingDialog timer={session} limitHours={limitHours} open onLater={stillWorking.later} />
        </Suspense>
      ) : null}
    </Card>
  );
}
