import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { reflectionKeys } from '@/features/reflections/api/reflection-keys';
import { WeeklyReflectionCard } from './weekly-reflection-card';

// Wednesday 18 November 2026: the week began on Monday the 16th.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);
const WEEK_PATH = '/api/reflections/2026-11-16';
const PROMPT = 'What moment this week made you smile?';

const saved = (content: string) => ({
  weekStart: '2026-11-16',
  content,
  createdAt: new Date(2026, 10, 21, 20, 15).toISOString(),
});

function noReflectionYet(post?: Parameters<typeof stubFetch>[0][string]) {
  return stubFetch({
    [`GET ${WEEK_PATH}`]: () => jsonResponse(null),
    ...(post ? { 'POST /api/reflections': post } : {}),
  });
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: "Add This Week's Reflection" }));
  return screen.getByRole('textbox', { name: PROMPT });
}

describe('WeeklyReflectionCard', () => {
  beforeEach(() => vi.useFakeTimers({ now: WEDNESDAY, toFake: ['Date'] }));

  it("asks this week's question and shows a skeleton while the reflection is on its way", () => {
    stubFetch({ [`GET ${WEEK_PATH}`]: () => new Promise<Response>(() => {}) });

    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    expect(screen.getByRole('heading', { name: 'Weekly Reflection' })).toBeInTheDocument();
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
    expect(screen.getByTestId('reflection-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Add This Week's Reflection" })).not.toBeInTheDocument();
  });

  it("shows this week's reflection and the day it was recorded, without offering another", async () => {
    const fetchMock = stubFetch({ [`GET ${WEEK_PATH}`]: () => jsonResponse(saved('Coffee with Sam.\nA long walk.')) });

    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    expect(await screen.findByText('Recorded on Nov 21, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('reflection-content').textContent).toBe('Coffee with Sam.\nA long walk.');
    expect(screen.getByTestId('reflection-content')).toHaveClass('whitespace-pre-wrap');
    expect(screen.queryByRole('button', { name: "Add This Week's Reflection" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', WEEK_PATH)).toHaveLength(1);
  });

  it('shows markup in a reflection as the very characters that were typed', async () => {
    const markup = '<b>hi</b><img src=x onerror=alert(1)>';
    stubFetch({ [`GET ${WEEK_PATH}`]: () => jsonResponse(saved(markup)) });

    const { container } = renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens a place to write, and Cancel clears the text and closes it', async () => {
    noReflectionYet();
    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    const textarea = await openForm();
    expect(textarea).toHaveAttribute('maxLength', '2000');
    await userEvent.type(textarea, 'The sunset');
    expect(screen.getByText('10/2000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await openForm()).toHaveValue('');
  });

  it('refuses to save an empty reflection and sends nothing', async () => {
    const fetchMock = noReflectionYet(() => jsonResponse(saved('never'), 201));
    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    await userEvent.type(await openForm(), '   {Enter}  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));

    expect(await screen.findByText('Empty Reflection')).toBeInTheDocument();
    expect(screen.getByText('Please write something before saving.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reflections')).toHaveLength(0);
  });

  it('reads "Saving..." while the reflection is on its way, then shows it with a thank-you', async () => {
    let stored: unknown = null;
    let answer: () => void = () => {};
    const fetchMock = stubFetch({
      [`GET ${WEEK_PATH}`]: () => jsonResponse(stored),
      'POST /api/reflections': ({ body }) =>
        new Promise<Response>((resolve) => {
          answer = () => {
            stored = { ...saved(''), ...(body as object) };
            resolve(jsonResponse(stored, 201));
          };
        }),
    });
    const { queryClient } = renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await userEvent.type(await openForm(), '  Lunch in the park  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    const [, init] = callsTo(fetchMock, 'POST', '/api/reflections')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ content: '  Lunch in the park  ', weekStart: '2026-11-16' });

    act(() => answer());

    expect(await screen.findByText('Reflection Saved')).toBeInTheDocument();
    expect(screen.getByText('Your weekly reflection has been recorded.')).toBeInTheDocument();
    expect(screen.getByTestId('reflection-content')).toHaveTextContent('Lunch in the park');
    expect(screen.queryByRole('button', { name: "Add This Week's Reflection" })).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: reflectionKeys.all });
  });

  it("shows the server's reason when the reflection cannot be saved, and keeps the text", async () => {
    noReflectionYet(() => errorResponse(400, 'Bad Request', 'Reflections can be at most 2000 characters.'));
    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    await userEvent.type(await openForm(), 'A very long week');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Reflections can be at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: PROMPT })).toHaveValue('A very long week');
    expect(screen.getByRole('button', { name: 'Save Reflection' })).toBeEnabled();
  });

  it('says "Failed to save reflection" when the server cannot be reached', async () => {
    noReflectionYet(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    await userEvent.type(await openForm(), 'Pancakes');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));

    expect(await screen.findByText('Failed to save reflection')).toBeInTheDocument();
  });

  it('shows the reflection written elsewhere when the week turns out to have one already', async () => {
    let existing: unknown = null;
    stubFetch({
      [`GET ${WEEK_PATH}`]: () => jsonResponse(existing),
      'POST /api/reflections': () => {
        existing = saved('Written on my phone');
        return errorResponse(409, 'Conflict', 'This week already has a reflection.');
      },
    });
    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    await userEvent.type(await openForm(), 'Written on my laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));

    expect(await screen.findByText('This week already has a reflection.')).toBeInTheDocument();
    expect(await screen.findByText('Written on my phone')).toBeInTheDocument();
  });

  it('offers to try again when the reflection cannot be loaded', async () => {
    stubFetch({ [`GET ${WEEK_PATH}`]: () => errorResponse(500, 'Internal Server Error', 'Oops.') });

    renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    expect(await screen.findByText("We couldn't load your reflection just now.")).toBeInTheDocument();
  });

  it('tells a signed-out person so and sends them to sign in again', async () => {
    stubFetch({ [`GET ${WEEK_PATH}`]: () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const { redirectToLogin } = renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your reflection just now.")).not.toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });

  it('answers a save refused for lack of sign-in with the sign-in notice, not a generic error', async () => {
    noReflectionYet(() => errorResponse(401, 'Unauthorized', 'Please sign in.'));
    const { redirectToLogin } = renderWithProviders(<WeeklyReflectionCard weekStart="2026-11-16" />);

    await userEvent.type(await openForm(), 'Tea on the balcony');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reflection' }));

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
