import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { TimerPanel } from './timer-panel';

/** A work timer running since five minutes ago, with what it is about so far; PUT labels answered as the server would. */
function backend(
  labels = { description: null as string | null, project: null as string | null, tags: [] as string[] },
) {
  let running = {
    type: 'work',
    startTime: new Date(Date.now() - 5 * 60_000).toISOString(),
    confirmedAt: null,
    ...labels,
  };
  const fetchMock = stubFetch({
    'GET /api/timer/active': () => jsonResponse(running),
    'GET /api/sessions/labels': () => jsonResponse({ projects: ['Pause'], tags: ['deep work'] }),
    'PUT /api/timer/labels': ({ body }) => {
      const changes = body as Partial<typeof labels>;
      if (changes.project === 'Refused') return errorResponse(400, 'Bad Request', 'project is not allowed here');
      running = { ...running, ...changes };
      const { description, project, tags } = running;
      return jsonResponse({ description, project, tags });
    },
  });
  return fetchMock;
}

async function openDetails(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Session details' });
}

describe('Details of the running timer', () => {
  it('says what the running session is about, and shows it under the clock at once', async () => {
    const fetchMock = backend();
    renderWithProviders(<TimerPanel />);
    const dialog = await openDetails(/^Add details$/);
    await userEvent.type(within(dialog).getByLabelText(/^What is it about/), 'Writing the import docs');
    await userEvent.type(within(dialog).getByLabelText(/^Project/), 'Pause');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add the tag deep work' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Details saved')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/timer/labels')[0][1]?.body))).toEqual({
      description: 'Writing the import docs',
      project: 'Pause',
      tags: ['deep work'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Writing the import docs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeInTheDocument();
  });

  it('sends nothing when nothing changed, and shows a refusal inside the dialog', async () => {
    const fetchMock = backend({ description: 'Review', project: null, tags: [] });
    renderWithProviders(<TimerPanel />);
    let dialog = await openDetails(/^Edit details$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT', '/api/timer/labels')).toHaveLength(0);

    dialog = await openDetails(/^Edit details$/);
    await userEvent.type(within(dialog).getByLabelText(/^Project/), 'Refused');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('project is not allowed here');
  });
});
