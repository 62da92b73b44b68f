import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/lib/auth/auth-keys';
import { readForPerson, writeForPerson } from '@/lib/person-storage';
import { callsTo, errorResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeleteAccountSection } from './delete-account-section';

const ada = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  timeZone: 'Europe/Paris',
};

/** The section on a page of its own, and the landing page at '/', where a deleted person goes. */
function renderSection(email: string | null) {
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={['/your-data']}>
      <Routes>
        <Route path="/" element={<h1>Take Back Your Time</h1>} />
        <Route path="/your-data" element={<DeleteAccountSection email={email} />} />
      </Routes>
    </MemoryRouter>,
  );
  rendered.queryClient.setQueryData(authKeys.user(), { ...ada, email });
  return rendered;
}

const dialog = () => screen.findByRole('alertdialog', { name: 'Delete your account?' });
const confirmButton = () => screen.getByRole('button', { name: 'Delete my account' });

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  return dialog();
}

const noContent = () => new Response(null, { status: 204 });

describe('DeleteAccountSection', () => {
  // jsdom cannot scroll; the tests see where the page was asked to go.
  beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));

  it('offers the export first, then opens the question explaining what deleting means', async () => {
    renderSection('ada@example.com');

    const section = screen.getByRole('region', { name: 'Delete my account' });
    expect(section).toHaveTextContent(/^Delete my accountDownload your data first\. Export as JSON or Export as CSV/);

    const question = await openDialog();
    expect(question).toHaveAccessibleDescription(
      'Everything Pause keeps for you will be deleted. This cannot be undone.',
    );
    expect(within(question).getByText('You are signed out on every device.')).toBeInTheDocument();
    expect(within(question).getByText(/Friends no longer see you/)).toBeInTheDocument();
    expect(within(question).getByText(/keep their result, with you shown as “a former member”/)).toBeInTheDocument();
    expect(within(question).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(question).getByLabelText('Type your email to confirm')).toHaveFocus();
  });

  it('keeps "Delete my account" disabled until the email is typed (spaces and capitals aside)', async () => {
    const fetchMock = stubFetch({});
    renderSection('ada@example.com');
    const question = await openDialog();
    const field = within(question).getByLabelText('Type your email to confirm');

    expect(confirmButton()).toBeDisabled();
    await userEvent.type(field, 'ada@example.co');
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    expect(callsTo(fetchMock, 'DELETE', '/api/auth/user')).toHaveLength(0);

    await userEvent.type(field, 'M ');
    expect(field).toHaveValue('ada@example.coM ');
    expect(confirmButton()).toBeEnabled();

    await userEvent.clear(field);
    await userEvent.type(field, 'bob@example.com');
    expect(confirmButton()).toBeDisabled();
  });

  it("shows the server's refusal under the field and keeps the question open", async () => {
    const fetchMock = stubFetch({
      'DELETE /api/auth/user': () =>
        errorResponse(400, 'Bad Request', 'Type the email of your account, ada@example.com, to confirm.'),
    });
    const { redirectToLogin } = renderSection('ada@example.com');
    const question = await openDialog();
    const field = within(question).getByLabelText('Type your email to confirm');
    await userEvent.type(field, ' ADA@example.com');

    await userEvent.click(confirmButton());

    const refusal = await within(question).findByRole('alert');
    expect(refusal).toHaveTextContent('Type the email of your account, ada@example.com, to confirm.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Type the email of your account, ada@example.com, to confirm.');
    expect(field).toHaveValue(' ADA@example.com');
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    const [[, init]] = callsTo(fetchMock, 'DELETE', '/api/auth/user');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmation: 'ADA@example.com' });
    expect(init?.credentials).toBe('include');
    expect(redirectToLogin).not.toHaveBeenCalled();

    await userEvent.type(field, 'x');
    expect(within(question).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its progress while the deletion runs, and cannot be closed or pressed again meanwhile', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch({
      'DELETE /api/auth/user': () => new Promise<Response>((resolve) => void (answer = resolve)),
    });
    renderSection('ada@example.com');
    const question = await openDialog();
    await userEvent.type(within(question).getByLabelText('Type your email to confirm'), 'ada@example.com');

    await userEvent.click(confirmButton());

    const pending = await within(question).findByRole('button', { name: 'Deleting...' });
    expect(pending).toBeDisabled();
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(question).getByRole('status')).toHaveTextContent('Deleting your account...');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/auth/user')).toHaveLength(1);

    answer(noContent());
    expect(await screen.findByRole('heading', { name: 'Take Back Your Time' })).toBeInTheDocument();
  });

  it('after a 204, forgets everything cached or kept on the device, goes to the landing page and says the account is gone', async () => {
    stubFetch({ 'DELETE /api/auth/user': noContent });
    writeForPerson(ada.id, 'import-commute-choices', '[]');
    const { queryClient, redirectToLogin } = renderSection('ada@example.com');
    queryClient.setQueryData(['sessions', 'week', '2026-11-16'], [{ id: 's-1' }]);
    queryClient.setQueryData(['reflections', '2026-11-16'], { content: 'A long walk.' });
    const question = await openDialog();
    await userEvent.type(within(question).getByLabelText('Type your email to confirm'), 'ada@example.com');

    await userEvent.click(confirmButton());

    expect(await screen.findByRole('heading', { name: 'Take Back Your Time' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const notice = await screen.findByText('Your account has been deleted.');
    // A default toast: Radix announces it politely.
    expect(notice.closest('[data-variant]')).toHaveAttribute('data-variant', 'default');
    const cached = queryClient.getQueryCache().getAll();
    expect(cached.map((query) => [query.queryKey, query.state.data])).toEqual([[authKeys.user(), null]]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(readForPerson(ada.id, 'import-commute-choices')).toBeNull();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('asks a person without an email to type "delete my account"', async () => {
    const fetchMock = stubFetch({ 'DELETE /api/auth/user': noContent });
    renderSection(null);
    const question = await openDialog();

    expect(within(question).queryByText(/Your account:/)).not.toBeInTheDocument();
    const field = within(question).getByLabelText('Type “delete my account” to confirm');
    await userEvent.type(field, 'delete my');
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(field, ' Account ');
    expect(confirmButton()).toBeEnabled();

    await userEvent.click(confirmButton());

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'DELETE', '/api/auth/user');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmation: 'delete my Account' });
  });

  it('starts empty again when reopened after Cancel', async () => {
    stubFetch({ 'DELETE /api/auth/user': () => errorResponse(400, 'Bad Request', 'That is not your email.') });
    renderSection('ada@example.com');
    let question = await openDialog();
    await userEvent.type(within(question).getByLabelText('Type your email to confirm'), 'ada@example.com');
    await userEvent.click(confirmButton());
    await within(question).findByRole('alert');

    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();

    question = await openDialog();
    expect(within(question).getByLabelText('Type your email to confirm')).toHaveValue('');
    expect(within(question).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-out person to sign in again, like every other call', async () => {
    stubFetch({ 'DELETE /api/auth/user': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });
    const { redirectToLogin } = renderSection('ada@example.com');
    const question = await openDialog();
    await userEvent.type(within(question).getByLabelText('Type your email to confirm'), 'ada@example.com');

    await userEvent.click(confirmButton());

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
    expect(within(question).queryByRole('alert')).not.toBeInTheDocument();
  });
});
