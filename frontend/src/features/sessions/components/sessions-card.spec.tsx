import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWeekRange } from '@/lib/date-format';
import { addDays, mondayOf } from '@/lib/dates';
import { formatIsoDate } from '@/lib/local-date';
import { callsTo, errorResponse, jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import type { SavedSession } from '@/features/sessions/api/get-week-sessions';
import { SessionsCard } from './sessions-card';

const monday = mondayOf(new Date());
const thisWeek = formatIsoDate(monday);
const lastWeek = formatIsoDate(addDays(monday, -7));
/** A local moment of this week: `day` 0 is Monday. */
const at = (day: number, hours: number, minutes = 0) =>
  new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + day, hours, minutes).toISOString();

function session(id: string, type: 'work' | 'commute', startTime: string, endTime: string): SavedSession {
  const durationSeconds = (Date.parse(endTime) - Date.parse(startTime)) / 1000;
  return {
    id,
    type,
    startTime,
    endTime,
    durationSeconds,
    timeZone: 'Europe/Paris',
    description: null,
    project: null,
    tags: [],
  };
}

// Monday's late shift runs past midnight; the morning commute came first.
const lateShift = session('s-2', 'work', at(0, 22), at(1, 1, 30));
const commute = session('s-1', 'commute', at(0, 8, 15), at(0, 9));

function renderCard(weekStart = thisWeek) {
  return renderWithProviders(<SessionsCard weekStart={weekStart} isCurrentWeek={weekStart === thisWeek} />);
}

/** A pattern for Intl's text: its thin and no-break spaces match any space in an accessible name. */
const spaced = (text: string) => text.replace(/\s+/g, '\\s');

const list = () => screen.findByRole('list', { name: /^Sessions of/ });

describe('SessionsCard', () => {
  // jsdom lacks pointer capture, which Radix Toast asks about when its Undo button is clicked.
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
  });
  // A new session's form starts from the hour before now: at noon on this week's Wednesday, so what
  // it starts from is the same whenever the suite runs (in the hour after midnight it would cross one).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at(2, 12)));
  });
  afterEach(() => vi.useRealTimers());

  it("lists this week's sessions newest first, marking one that ends after midnight", async () => {
    const fetchMock = stubFetch({ 'GET /api/sessions': () => jsonResponse([lateShift, commute]) });
    renderCard();

    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // The late shift names both days; the commute, within one day, names it once.
    expect(rows[0]).toHaveTextContent(/^Work · Mon, /);
    expect(rows[0]).toHaveTextContent(/\d+, 10:00 PM – \w+ \d+, 1:30 AM/);
    expect(rows[0]).toHaveTextContent('3h 30m');
    expect(rows[1]).toHaveTextContent(/8:15 – 9:00 AM/);
    expect(rows[1]).toHaveTextContent('45m');
    expect(
      screen.getByRole('heading', { name: new RegExp(`^This week:\\s*${spaced(formatWeekRange(thisWeek))}$`) }),
    ).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/sessions')).toEqual([{ weekStart: thisWeek }]);
  });

  it('shows the sessions of the week it is given, the period bar having chosen it', async () => {
    const fetchMock = stubFetch({
      'GET /api/sessions': ({ query }) => jsonResponse(query.get('weekStart') === thisWeek ? [commute] : []),
    });
    renderCard(lastWeek);

    expect(await screen.findByText('No sessions saved in this week.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: new RegExp(`^${spaced(formatWeekRange(lastWeek))}$`) }),
    ).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/sessions')).toEqual([{ weekStart: lastWeek }]);
  });

  it('shows the newest five of a busy week and "Show all" the rest, and only five again in another week', async () => {
    // Two a day from Monday to Wednesday, then a seventh on Wednesday morning: seven, newest first.
    const busy = [2, 2, 1, 1, 0, 0, 2].map((day, index) =>
      session(`b-${index}`, index % 2 ? 'commute' : 'work', at(day, 8 + index), at(day, 8 + index, 30)),
    );
    busy.sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
    stubFetch({ 'GET /api/sessions': ({ query }) => jsonResponse(query.get('weekStart') === thisWeek ? busy : []) });
    // The period bar's part: another week chosen, then this one again.
    function ChoosingWeeks() {
      const [week, setWeek] = useState(thisWeek);
      return (
        <>
          <button type="button" onClick={() => setWeek((chosen) => (chosen === thisWeek ? lastWeek : thisWeek))}>
            Another week
          </button>
          <SessionsCard weekStart={week} isCurrentWeek={week === thisWeek} />
        </>
      );
    }
    renderWithProviders(<ChoosingWeeks />);

    const rows = () => within(screen.getByRole('list', { name: /^Sessions of/ })).getAllByRole('listitem');
    await list();
    expect(rows()).toHaveLength(5);
    const showAll = screen.getByRole('button', { name: 'Show all 7' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(showAll);
    expect(rows()).toHaveLength(7);
    const showFewer = screen.getByRole('button', { name: 'Show the newest 5' });
    expect(showFewer).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Another week' }));
    expect(await screen.findByText('No sessions saved in this week.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Another week' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('offers no "Show all" when the week has five sessions or fewer', async () => {
    stubFetch({ 'GET /api/sessions': () => jsonResponse([lateShift, commute]) });
    renderCard();
    await list();
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  it('adds a session from the dialog and refreshes the list and every figure built from sessions', async () => {
    let saved: SavedSession[] = [];
    const fetchMock = stubFetch({
      'GET /api/sessions': () => jsonResponse(saved),
      'POST /api/sessions': ({ body }) => {
        const { type, startTime, endTime } = body as SavedSession;
        saved = [session('new', type, startTime, endTime)];
        return jsonResponse(saved[0], 201);
      },
    });
    const { queryClient } = renderCard();
    await screen.findByText('No sessions saved in this week.');
    // A figure another feature builds from sessions (the balance, say).
    const balance = ['analytics', 'weekly', thisWeek];
    await queryClient.fetchQuery({ queryKey: balance, queryFn: () => ({}), meta: { dependsOn: ['sessions'] } });

    await userEvent.click(screen.getByRole('button', { name: 'Add session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a session' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Commute' }));
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), thisWeek);
    await userEvent.clear(within(dialog).getByLabelText('Start'));
    await userEvent.type(within(dialog).getByLabelText('Start'), '08:15');
    await userEvent.clear(within(dialog).getByLabelText('End'));
    await userEvent.type(within(dialog).getByLabelText('End'), '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));

    expect(await screen.findByText('Session added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/sessions')[0][1]?.body).toBe(
      JSON.stringify({ type: 'commute', startTime: at(0, 8, 15), endTime: at(0, 9) }),
    );
    expect(within(await list()).getByRole('listitem')).toHaveTextContent(/^Commute · Mon, /);
    expect(queryClient.getQueryState(balance)?.isInvalidated).toBe(true);
  });

  it('means the next day only when told so', async () => {
    const fetchMock = stubFetch({
      'GET /api/sessions': () => jsonResponse([]),
      'POST /api/sessions': ({ body }) =>
        jsonResponse({ id: 'x', durationSeconds: 1, timeZone: 'UTC', ...(body as object) }, 201),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Add session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a session' });
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), thisWeek);
    await userEvent.clear(within(dialog).getByLabelText('Start'));
    await userEvent.type(within(dialog).getByLabelText('Start'), '22:00');
    await userEvent.clear(within(dialog).getByLabelText('End'));
    await userEvent.type(within(dialog).getByLabelText('End'), '01:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('tick "Ends the next day"');
    expect(callsTo(fetchMock, 'POST', '/api/sessions')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ends the next day/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));

    await screen.findByText('Session added');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/sessions')[0][1]?.body))).toEqual({
      type: 'work',
      startTime: at(0, 22),
      endTime: at(1, 1, 30),
    });
  });

  it("shows the server's refusal inside the dialog and keeps what was typed", async () => {
    const overlap = 'This overlaps your commute session from Mon 23 Nov 2026, 08:15 to Mon 23 Nov 2026, 09:00.';
    stubFetch({
      'GET /api/sessions': () => jsonResponse([commute]),
      'POST /api/sessions': () => errorResponse(409, 'Conflict', overlap),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Add session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a session' });
    await userEvent.clear(within(dialog).getByLabelText('Start'));
    await userEvent.type(within(dialog).getByLabelText('Start'), '00:05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(overlap);
    expect(within(dialog).getByLabelText('Start')).toHaveValue('00:05');
    expect(screen.getByRole('dialog', { name: 'Add a session' })).toBeInTheDocument();
  });

  it('edits a session, sending only what changed', async () => {
    const fetchMock = stubFetch({
      'GET /api/sessions': () => jsonResponse([commute]),
      'PATCH /api/sessions/s-1': ({ body }) => jsonResponse({ ...commute, ...(body as object) }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Commute, Mon, .*, 8:15\s–\s9:00\sAM$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    expect(within(dialog).getByRole('radio', { name: 'Commute' })).toBeChecked();
    expect(within(dialog).getByLabelText('Start')).toHaveValue('08:15');
    await userEvent.clear(within(dialog).getByLabelText('End'));
    await userEvent.type(within(dialog).getByLabelText('End'), '09:20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Session updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/sessions/s-1')[0][1]?.body).toBe(
      JSON.stringify({ endTime: at(0, 9, 20) }),
    );
  });

  it('shows what a session was about, and edits it sending only the labels that changed', async () => {
    const review = { ...lateShift, description: 'Release night', project: 'Acme / Website', tags: ['ops'] };
    const fetchMock = stubFetch({
      'GET /api/sessions': () => jsonResponse([review]),
      'GET /api/sessions/labels': () =>
        jsonResponse({ projects: ['Acme / Website', 'Pause'], tags: ['ops', 'on call'] }),
      'PATCH /api/sessions/s-2': ({ body }) => jsonResponse({ ...review, ...(body as object) }),
    });
    renderCard();
    const [row] = within(await list()).getAllByRole('listitem');
    expect(row).toHaveTextContent('Release night');
    expect(row).toHaveTextContent('Project: Acme / Website');
    expect(row).toHaveTextContent('#Tag: ops');

    await userEvent.click(screen.getByRole('button', { name: /^Edit Work, Mon, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    expect(within(dialog).getByLabelText(/^What was it about/)).toHaveValue('Release night');
    await userEvent.clear(within(dialog).getByLabelText(/^Project/));
    await userEvent.type(within(dialog).getByLabelText(/^Project/), 'Pause');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add the tag on call' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Session updated')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/api/sessions/s-2')[0][1]?.body))).toEqual({
      project: 'Pause',
      tags: ['ops', 'on call'],
    });
  });

  it('refuses a description over the limit before sending anything', async () => {
    const fetchMock = stubFetch({ 'GET /api/sessions': () => jsonResponse([commute]) });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Commute, Mon, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    const description = within(dialog).getByLabelText(/^What was it about/);
    // The input stops at the limit; a pasted text with a tab is refused with a sentence.
    expect(description).toHaveAttribute('maxLength', '200');
    await userEvent.click(description);
    await userEvent.paste('Two\tcolumns');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The description cannot hold line breaks, tabs or other control characters.',
    );
    expect(callsTo(fetchMock, 'PATCH', '/api/sessions/s-1')).toHaveLength(0);
  });

  it('continues a session: a timer like it starts, with its type and labels', async () => {
    stubFetch({ 'GET /api/sessions': () => jsonResponse([commute]) });
    const onContinue = vi.fn();
    renderWithProviders(<SessionsCard weekStart={thisWeek} isCurrentWeek onContinue={onContinue} />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Continue Commute, Mon, .*: start a timer like it$/ }),
    );
    expect(onContinue).toHaveBeenCalledWith(commute);
  });

  it('deletes a session and adds the same one back on Undo', async () => {
    let saved = [lateShift, commute];
    const fetchMock = stubFetch({
      'GET /api/sessions': () => jsonResponse(saved),
      'DELETE /api/sessions/s-1': () => {
        saved = [lateShift];
        return jsonResponse(commute);
      },
      'POST /api/sessions': ({ body }) => {
        saved = [lateShift, { ...commute, id: 's-3' }];
        return jsonResponse({ ...commute, ...(body as object), id: 's-3' }, 201);
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Commute, Mon, / }));

    expect(await screen.findByText('Session deleted')).toBeInTheDocument();
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Session restored')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/sessions')[0][1]?.body))).toEqual({
      type: 'commute',
      startTime: commute.startTime,
      endTime: commute.endTime,
    });
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(2));
  });
});
