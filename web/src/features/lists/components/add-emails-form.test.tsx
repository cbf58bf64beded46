import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AddEmailsForm } from './add-emails-form';
import { LIST_ID, listUser, privateList, serve, USERS_PATH, usersRoute } from './lists.fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const BULK = '/client_side_api/v1/profile_management/custom_user_lists_users/create_bulk';
const PAGE = `/manage/riverside/lists/${LIST_ID}/add-emails`;

/** The form for 'Porch friends', which already has ana@example.com. */
async function renderForm() {
  serve('GET', { [USERS_PATH]: usersRoute([listUser('ana@example.com', 'Ana Ruiz')]) });
  const rendered = renderWithProviders(<AddEmailsForm list={privateList()} username="riverside" />, { path: PAGE });
  // Sending waits for the list's e-mails, which the entries are checked against.
  await waitFor(() => expect((screen.getByRole('button', { name: /^Add/ }) as HTMLButtonElement).disabled).toBe(false));
  return rendered;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText(/^E-mails/), { target: { value: text } });
const add = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /^Add/ })));
const problems = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('adding e-mails to a list', () => {
  it("refuses entries with the seed's messages before anything is sent", async () => {
    const post = serve('POST', {});
    await renderForm();
    await add();
    expect(problems()).toEqual(['Please enter at least one email address']);

    // Compared whatever the case: Bo twice, Ana already on the list.
    type('Bo@Example.com, not-an-email\n  bo@example.com ANA@example.com');
    expect(problems()).toEqual([
      'Please enter a valid email address',
      'Please remove the following duplicate entries: bo@example.com',
      'The following emails already exist in the list: ana@example.com',
    ]);
    await add();
    expect(post).not.toHaveBeenCalled();
    // Checked again as the entry changes.
    type('bo@example.com');
    expect(problems()).toEqual([]);
  });

  it('sends the e-mails trimmed and lowercased, separated by commas, spaces or new lines, then opens the list', async () => {
    const post = serve('POST', { [BULK]: ({ body }) => ({ status: 201, data: { message: `${(body as { emails: string[] }).emails.length} users added successfully`, count: 3 } }) });
    const { router } = await renderForm();
    type('  Bo@Example.com,Cy@example.com\n\nDEE@example.COM ');
    expect(screen.getByRole('button', { name: 'Add 3 e-mails' })).toBeTruthy();
    await add();
    expect(post).toHaveBeenCalledWith(BULK, expect.objectContaining({ body: { customUserListId: LIST_ID, emails: ['bo@example.com', 'cy@example.com', 'dee@example.com'] } }));
    expect(toast.success).toHaveBeenCalledWith('3 users added successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/riverside/lists/manage/${LIST_ID}`));
  });

  it("shows the server's refusal in an error toast and stays", async () => {
    serve('POST', { [BULK]: () => ({ status: 400, error: [{ message: 'The following emails already exist in the list: cy@example.com' }] }) });
    const { router } = await renderForm();
    type('cy@example.com');
    await add();
    expect(toast.error).toHaveBeenCalledWith('The following emails already exist in the list: cy@example.com');
    expect(router.state.location.pathname).toBe(PAGE);
  });
});
