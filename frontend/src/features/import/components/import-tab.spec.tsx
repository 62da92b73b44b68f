import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ImportPreview, ImportResult } from '@/features/import/import-request';
import { ImportTab } from './import-tab';

/** A stand-in for XMLHttpRequest that the test answers, reporting upload progress on the way. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.onload?.();
      // The mutation settles, and React renders it, a few ticks later.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const preview: ImportPreview = {
  format: 'toggl',
  sessions: 3,
  firstDate: '2026-11-16',
  lastDate: '2026-11-17',
  found: { projects: ['Pause', 'Travel'], clients: [], tags: ['train'] },
  refused: [{ rowNumber: 5, reason: 'It ends before it starts.' }],
  alreadyImported: 0,
  labelsToFill: 0,
  slashedDates: null,
};

const csv = new File(['Start date,...'], 'toggl.csv', { type: 'text/csv' });
const lastRequest = () => FakeRequest.sent.at(-1)!;

const person = (id: string) => ({
  id,
  email: `${id}@example.com`,
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  timeZone: 'UTC',
});
const signedIn = (id: string) => stubFetch({ 'GET /api/auth/user': () => jsonResponse(person(id)) });

describe('ImportTab', () => {
  beforeEach(() => {
    FakeRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    signedIn('ada');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const previewed = async (answer: ImportPreview) => {
    const user = userEvent.setup();
    renderWithProviders(<ImportTab />);
    await user.upload(screen.getByLabelText('CSV export'), csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await lastRequest().answer(200, answer);
    return user;
  };

  it("writes the moments a refused row names in the person's date style", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportTab />);
    await user.upload(screen.getByLabelText('CSV export'), csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await lastRequest().answer(200, {
      ...preview,
      refused: [
        {
          rowNumber: 6,
          reason: 'This overlaps your work session from Mon 16 Nov 2026, 09:00 to Mon 16 Nov 2026, 17:00.',
          template: 'This overlaps your work session from {0} to {1}.',
          dates: [
            { moment: new Date(2026, 10, 16, 9, 0).toISOString() },
            { moment: new Date(2026, 10, 16, 17, 0).toISOString() },
          ],
        },
      ],
    });

    const row = await screen.findByText(/^Row 6:/);
    expect(row.textContent?.replace(/[\u2009\u202f\u00a0]/g, ' ')).toBe(
      'Row 6: This overlaps your work session from Mon, Nov 16, 2026, 9:00 AM to Mon, Nov 16, 2026, 5:00 PM.',
    );
  });

  it('previews the chosen file, asks what counts as commute, and imports it with its progress', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportTab />);
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV export'), csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(lastRequest().url).toMatch(/^\/api\/import\/preview\?timeZone=/);
    expect(lastRequest().headers['Content-Type']).toBe('text/csv');
    expect(lastRequest().body).toBe(csv);
    lastRequest().progress(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Preview progress' })).toHaveAttribute('value', '50');
    await lastRequest().answer(200, preview);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Toggl Track export: 3 sessions to import, Nov 16\s–\s17, 2026\.$/,
      ),
    );
    expect(within(screen.getByRole('list', { name: '1 row not imported' })).getByRole('listitem')).toHaveTextContent(
      'Row 5: It ends before it starts.',
    );
    expect(
      within(screen.getByRole('group', { name: 'Projects' })).getByRole('checkbox', { name: 'Travel' }),
    ).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Tags' })).getByRole('checkbox', { name: 'train' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Clients' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 3 sessions' }));
    expect(lastRequest().url).toMatch(/^\/api\/import\?timeZone=.*&commuteProjects=Travel&commuteTags=train$/);
    lastRequest().progress(25, 100);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('value', '25');
    const result: ImportResult = {
      format: 'toggl',
      imported: 3,
      alreadyImported: 0,
      labelled: 0,
      refused: preview.refused,
    };
    await lastRequest().answer(200, result);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Imported 3 sessions, 1 row refused.'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 3 sessions' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'What counts as commute?' })).not.toBeInTheDocument();
  });

  it('asks what counts as commute before the import button, which the keyboard reaches after the question', async () => {
    const user = await previewed({ ...preview, found: { projects: ['Pause'], clients: ['Acme'], tags: [] } });
    const question = await screen.findByRole('group', { name: 'What counts as commute?' });
    const button = screen.getByRole('button', { name: 'Import 3 sessions' });
    expect(question.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(question).queryByText(/^Ticked/)).not.toBeInTheDocument();

    await user.click(within(question).getByRole('checkbox', { name: 'Acme' }));
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lastRequest().url).toMatch(/^\/api\/import\?timeZone=.*&commuteClients=Acme$/);
  });

  it('ticks in advance the projects, clients and tags that look like travel, and says why', async () => {
    const user = await previewed({
      ...preview,
      found: { projects: ['Commute', 'Pause'], clients: ['City Bus Co'], tags: ['deep work', 'train'] },
    });
    const question = await screen.findByRole('group', { name: 'What counts as commute?' });
    const checked = within(question)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.parentElement?.textContent);
    expect(checked).toEqual(['Commute', 'City Bus Co', 'train']);
    expect(question).toHaveTextContent('Ticked because they look like travel; untick any that are not.');

    await user.click(within(question).getByRole('checkbox', { name: 'City Bus Co' }));
    await user.click(screen.getByRole('button', { name: 'Import 3 sessions' }));
    expect(lastRequest().url).toMatch(/&commuteProjects=Commute&commuteTags=train$/);
  });

  it('says how many sessions imported before will get their labels, and how many did', async () => {
    const user = await previewed({ ...preview, sessions: 17, alreadyImported: 3, labelsToFill: 3 });
    const button = await screen.findByRole('button', { name: 'Import 17 sessions' });
    expect(button).toHaveAccessibleDescription(
      '3 rows imported before will be skipped. 3 sessions imported before will get their description, project and tags.',
    );
    await user.click(button);
    await lastRequest().answer(200, { format: 'toggl', imported: 17, alreadyImported: 3, labelled: 3, refused: [] });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Imported 17 sessions, 3 rows skipped as imported before. 3 sessions imported before got their description, project and tags.',
      ),
    );
  });

  it('offers to fill the labels of a file imported before they were kept, though it adds no session', async () => {
    await previewed({ ...preview, sessions: 0, alreadyImported: 3, labelsToFill: 3 });
    expect(await screen.findByRole('button', { name: 'Add labels to 3 sessions' })).toBeEnabled();
  });

  const importFile = async (found: ImportPreview['found'], changes: string[]) => {
    const user = await previewed({ ...preview, found });
    const question = await screen.findByRole('group', { name: 'What counts as commute?' });
    for (const name of changes) await user.click(within(question).getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Import 3 sessions' }));
    await lastRequest().answer(200, { format: 'toggl', imported: 3, alreadyImported: 0, labelled: 0, refused: [] });
    await screen.findByText('Imported 3 sessions.');
  };
  const tickedNames = async () =>
    within(await screen.findByRole('group', { name: 'What counts as commute?' }))
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.parentElement?.textContent);

  it("offers the person's last choice again for the next file: ticked names ticked, travel names unticked left so", async () => {
    await importFile({ projects: ['Commute', 'Errands'], clients: [], tags: [] }, ['Commute', 'Errands']);
    cleanup();

    await previewed({ ...preview, found: { projects: ['Commute', 'Errands', 'Pause'], clients: [], tags: ['bus'] } });
    expect(await tickedNames()).toEqual(['Errands', 'bus']);
    expect(screen.getByRole('group', { name: 'What counts as commute?' })).toHaveTextContent(
      'Ticked because they look like travel or you chose them last time; untick any that are not.',
    );
  });

  it('offers another person on the same browser only the travel suggestion', async () => {
    await importFile({ projects: ['Commute', 'Errands'], clients: [], tags: [] }, ['Commute', 'Errands']);
    expect(localStorage.getItem('pause.person.ada.import-commute-choices')).toContain('Errands');
    cleanup();
    signedIn('sam');

    await previewed({ ...preview, found: { projects: ['Commute', 'Errands'], clients: [], tags: [] } });
    expect(await tickedNames()).toEqual(['Commute']);
  });

  it('starts from the travel suggestion when what the device remembers is unreadable', async () => {
    localStorage.setItem('pause.person.ada.import-commute-choices', '{not json');
    await previewed({ ...preview, found: { projects: ['Commute', 'Errands'], clients: [], tags: [] } });
    expect(await tickedNames()).toEqual(['Commute']);
  });

  const clockify: ImportPreview = {
    ...preview,
    format: 'clockify',
    found: { projects: ['Pause'], clients: [], tags: [] },
    refused: [],
  };

  it('asks how to read dates like 03/04/2026 when the file cannot tell, month first unless chosen otherwise', async () => {
    const user = await previewed({ ...clockify, slashedDates: 'ambiguous' });
    const choice = await screen.findByRole('group', { name: 'Dates like 03/04/2026 are read as:' });
    expect(within(choice).getByRole('radio', { name: 'March 4 (month first)' })).toBeChecked();

    await user.click(within(choice).getByRole('radio', { name: '3 April (day first)' }));
    expect(lastRequest().url).toMatch(/^\/api\/import\/preview\?timeZone=.*&slashedDates=day-first$/);
    expect(within(choice).getByRole('radio', { name: '3 April (day first)' })).toBeChecked();
    await lastRequest().answer(200, { ...clockify, slashedDates: 'ambiguous', firstDate: '2026-04-03' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/, Apr 3\s–/));

    await user.click(screen.getByRole('button', { name: 'Import 3 sessions' }));
    expect(lastRequest().url).toMatch(/^\/api\/import\?timeZone=.*&slashedDates=day-first$/);
  });

  it('says when the file writes dates day first, and imports it so without asking', async () => {
    const user = await previewed({ ...clockify, slashedDates: 'day-first' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Dates read day first, e.g. 16/11/2026 = 16 November.'),
    );
    expect(screen.queryByRole('group', { name: /Dates like/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 3 sessions' }));
    expect(lastRequest().url).toMatch(/^\/api\/import\?timeZone=.*&slashedDates=day-first$/);
  });

  it('imports a file that cannot tell month first when the person leaves the choice as it is', async () => {
    const user = await previewed({ ...clockify, slashedDates: 'ambiguous' });
    await user.click(await screen.findByRole('button', { name: 'Import 3 sessions' }));
    expect(lastRequest().url).toMatch(/&slashedDates=month-first$/);
  });

  it("shows the server's sentence when the file is not an export", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportTab />);
    await user.upload(screen.getByLabelText('CSV export'), csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await lastRequest().answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'This file is not a Toggl Track or Clockify detailed report.',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a Toggl Track or Clockify detailed report.',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });
});
