// "Sessions": the saved sessions of the dashboard's chosen week (the period bar moves through the
// weeks), newest first, with what each was about, and add, continue, edit and delete (and an Undo after
// a delete). The newest few show at
// first and "Show all N" the rest, so a busy week does not push the dashboard's other cards a screen
// down (docs/decisions.md).
import { ChevronDown, ChevronUp, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EMPTY_NOTE } from '@/components/ui/list-styles';
import { LoadErrorNote } from '@/components/ui/load-notes';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { useLabelsInUse } from '@/hooks/use-labels-in-use';
import { formatWeekRange } from '@/lib/date-format';
import { useAddSession } from '@/features/sessions/api/add-session';
import { useDeleteSession } from '@/features/sessions/api/delete-session';
import { type SavedSession, useWeekSessions } from '@/features/sessions/api/get-week-sessions';
import { describeSession, SessionRow } from './session-row';

// The form and Radix Dialog load when first opened: most visits never open them.
const SessionDialog = lazy(() => import('./session-dialog'));

type Editing = { saved?: SavedSession } | null;

/** How many of a week's sessions show before "Show all": a normal working day's two or three, twice. */
export const SESSIONS_SHOWN_AT_FIRST = 5;

/** The Undo after a delete stays a little longer than a plain notice (it pauses while hovered). */
const UNDO_WINDOW_MS = 10_000;

type SessionsCardProps = {
  weekStart: string;
  isCurrentWeek: boolean;
  /** "Continue": starts a timer with the session's type and labels (the timer is another feature's). */
  onContinue?: (session: SavedSession) => void;
  className?: string;
};

export function SessionsCard({ weekStart, isCurrentWeek, onContinue, className }: SessionsCardProps) {
  const [showAll, setShowAll] = useState(false);
  // Another week chosen opens on its newest few again (state adjusted while rendering, as React advises).
  const [shownWeek, setShownWeek] = useState(weekStart);
  if (shownWeek !== weekStart) {
    setShownWeek(weekStart);
    setShowAll(false);
  }
  const sessions = useWeekSessions(weekStart);
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const labelsInUse = useLabelsInUse({ enabled: dialogOpen });
  const remove = useDeleteSession();
  const addBack = useAddSession();

  const open = (next: Editing) => {
    setEditing(next);
    setDialogOpen(true);
  };

  const undo = (deleted: SavedSession) =>
    addBack.mutate(
      {
        type: deleted.type,
        startTime: deleted.startTime,
        endTime: deleted.endTime,
        ...(deleted.description !== null && { description: deleted.description }),
        ...(deleted.project !== null && { project: deleted.project }),
        ...(deleted.tags.length > 0 && { tags: deleted.tags }),
      },
      {
        onSuccess: () => toast({ title: 'Session restored', description: describeSession(deleted) }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({
            title: 'Error',
            description: errorMessageOr(error, 'The session could not be restored'),
            variant: 'destructive',
          });
        },
      },
    );

  const deleteSession = (session: SavedSession) =>
    remove.mutate(session.id, {
      onSuccess: (deleted) =>
        toast({
          title: 'Session deleted',
          description: describeSession(deleted),
          action: { label: 'Undo', onClick: () => undo(deleted) },
          durationMs: UNDO_WINDOW_MS,
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Error',
          description: errorMessageOr(error, 'The session could not be deleted'),
          variant: 'destructive',
        });
      },
    });

  const heading = formatWeekRange(weekStart);

  return (
    <Card aria-labelledby="sessions-title" className={className}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="sessions-title">Sessions</CardTitle>
          <p className="mt-1 text-sm text-ink-muted">Add time you did not track, or put a session right.</p>
        </div>
        <Button size="sm" onClick={() => open({})}>
          <Plus aria-hidden="true" className="size-4" />
          Add session
        </Button>
      </div>

      <div className="mt-5">
        <h3 aria-live="polite" className="text-sm font-semibold text-ink">
          {isCurrentWeek ? (
            <span className="block text-xs font-normal text-ink-muted">
              This week<span className="sr-only">: </span>
            </span>
          ) : null}
          {heading}
        </h3>
      </div>

      <div className="mt-4">
        {sessions.isPending ? (
          <RowsSkeleton label="Loading your sessions..." />
        ) : sessions.isError && !sessions.data ? (
          <LoadErrorNote what="your sessions" onRetry={() => void sessions.refetch()} />
        ) : sessions.data.length === 0 ? (
          <p className={EMPTY_NOTE}>No sessions saved in this week.</p>
        ) : (
          <>
            <ul id="sessions-list" aria-label={`Sessions of ${heading}`} className="flex flex-col gap-2">
              {(showAll ? sessions.data : sessions.data.slice(0, SESSIONS_SHOWN_AT_FIRST)).map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  deleting={remove.isPending && remove.variables === session.id}
                  onEdit={() => open({ saved: session })}
                  onDelete={() => deleteSession(session)}
                  onContinue={onContinue && (() => onContinue(session))}
                />
              ))}
            </ul>
            {sessions.data.length > SESSIONS_SHOWN_AT_FIRST ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-3 w-full"
                aria-controls="sessions-list"
                aria-expanded={showAll}
                onClick={() => setShowAll((shown) => !shown)}
              >
                {showAll ? (
                  <>
                    <ChevronUp aria-hidden="true" className="size-4" />
                    Show the newest {SESSIONS_SHOWN_AT_FIRST}
                  </>
                ) : (
                  <>
                    <ChevronDown aria-hidden="true" className="size-4" />
                    Show all {sessions.data.length}
                  </>
                )}
              </Button>
            ) : null}
          </>
        )}
      </div>

      {editing ? (
        <Suspense fallback={null}>
          <SessionDialog
            saved={editing.saved}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            labelsInUse={labelsInUse.data}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
