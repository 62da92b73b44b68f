import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { sessionsKeys } from '@/features/sessions/api/sessions-keys';
import { ProjectTotalsCard } from './project-totals-card';

const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-30' };

const totals = [
  { project: 'Acme / Website', workHours: 12, commuteHours: 1.5, sessions: 6 },
  { project: 'Pause', workHours: 4.25, commuteHours: 0, sessions: 3 },
  { project: null, workHours: 2, commuteHours: 0.5, sessions: 2 },
];

describe('ProjectTotalsCard', () => {
  it("lists the period's projects with their hours, most first, the sessions without a project last", async () => {
    const fetchMock = stubFetch({ 'GET /api/sessions/project-totals': () => jsonResponse(totals) });

    renderWithProviders(<ProjectTotalsCard range={NOVEMBER} />);

    const card = await screen.findByRole('region', { name: 'By project' });
    expect(card).toHaveTextContent('The hours tracked from Nov 1 – 30, 2026');
    const rows = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Acme / Website13.5hWork 12.0h · Commute 1.5h · 6 sessions',
      'Pause4.3hWork 4.3h · 3 sessions',
      'No project2.5hWork 2.0h · Commute 30 min · 2 sessions',
    ]);
    expect(queriesTo(fetchMock, 'GET', '/api/sessions/project-totals')).toEqual([
      { from: '2026-11-01', to: '2026-11-30' },
    ]);
  });

  it('draws bars in proportion to the hours, the longest filling the row', async () => {
    stubFetch({ 'GET /api/sessions/project-totals': () => jsonResponse(totals) });

    renderWithProviders(<ProjectTotalsCard range={NOVEMBER} />);

    const rows = await screen.findAllByTestId('project-row');
    const widths = rows.map((row) =>
      [...row.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')].map((bar) => bar.style.width),
    );
    expect(widths[0]).toEqual([`${(12 / 13.5) * 100}%`, `${(1.5 / 13.5) * 100}%`]);
    expect(widths[1]).toEqual([`${(4.25 / 13.5) * 100}%`]);
    expect(screen.getByRole('list', { name: 'Bar patterns' })).toHaveTextContent('Work, solidCommute, striped');
  });

  it('shows nothing when no session of the period names a project', async () => {
    const fetchMock = stubFetch({
      'GET /api/sessions/project-totals': () =>
        jsonResponse([{ project: null, workHours: 7, commuteHours: 1, sessions: 4 }]),
    });

    const { container, queryClient } = renderWithProviders(<ProjectTotalsCard range={NOVEMBER} />);

    const answered = () => queryClient.getQueryData(sessionsKeys.projectTotals('2026-11-01', '2026-11-30'));
    await waitFor(() => expect(answered()).toBeDefined());
    expect(queriesTo(fetchMock, 'GET', '/api/sessions/project-totals')).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the hours could not be loaded, and tries again', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/sessions/project-totals': () =>
        ++calls === 1 ? errorResponse(500, 'Internal Server Error', 'Boom') : jsonResponse(totals),
    });

    renderWithProviders(<ProjectTotalsCard range={NOVEMBER} />);

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We couldn't load your hours by project just now.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Acme / Website')).toBeInTheDocument();
  });
});
