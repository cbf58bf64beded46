import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BulkImportForm } from './bulk-import-form';
import { LIST_ID, listUser, privateList, serve, USERS_PATH, usersRoute } from './lists.fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const BULK = '/client_side_api/v1/profile_management/custom_user_lists_users/create_bulk';
const PAGE = `/manage/riverside/lists/${LIST_ID}/bulk-import`;

/** The import for 'Porch friends', which already has ana@example.com. */
async function renderForm() {
  serve('GET', { [USERS_PATH]: usersRoute([listUser('ana@example.com', 'Ana Ruiz')]) });
  const rendered = renderWithProviders(<BulkImportForm list={privateList()} username="riverside" />, { path: PAGE });
  // Importing waits for the list's e-mails, which the rows are checked against.
  await waitFor(() => expect((screen.getByRole('button', { name: /^Import/ }) as HTMLButtonElement).disabled).toBe(false));
  return rendered;
}

const choose = (file: File) => act(async () => fireEvent.change(screen.getByLabelText(/^CSV file/), { target: { files: [file] } }));
const csv = (text: string, name = 'guests.csv') => new File([text], name, { type: 'text/csv' });
const importButton = () => screen.getByRole('button', { name: /^Import/ }) as HTMLButtonElement;
/** The rows shown: line, e-mail as it stands, and its problem. */
const rows = () =>
  within(screen.getByRole('table', { name: 'E-mails to import' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [line, email] = within(row).getAllByRole('cell');
      const input = within(email!).getByRole('textbox') as HTMLInputElement;
      return [line!.textContent, input.value, email!.textContent];
    });

describe('importing a list from a CSV file', () => {
  it('names each bad row; a row is fixed in place or removed, then the e-mails are added lowercased', async () => {
    const post = serve('POST', { [BULK]: () => ({ status: 201, data: { message: '3 users added successfully', count: 3 } }) });
    const { router } = await renderForm();
    // A header, an empty line (skipped), an invalid address, a repeat, one already on the list; the first column only.
    await choose(csv('Email,Name\r\nAda@Example.com,Ada\r\n\r\nada-at-example.com\r\nADA@example.com\r\nana@example.com\r\n"bo@example.com","Bo, Jr."\r\n'));
    expect(rows()).toEqual([
      ['2', 'Ada@Example.com', ''],
      ['4', 'ada-at-example.com', 'Invalid email format'],
      ['5', 'ADA@example.com', 'Duplicate email within file'],
      ['6', 'ana@example.com', 'Email already exists in the list'],
      ['7', 'bo@example.com', ''],
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 of 5 e-mails ready to import · 3 to fix or remove');
    expect(importButton().disabled).toBe(true);

    // Fixed in place: checked again as it is typed.
    const line4 = screen.getByRole('textbox', { name: 'Email on line 4' });
    fireEvent.change(line4, { target: { value: 'bo@example.com' } });
    expect(rows()[1]).toEqual(['4', 'bo@example.com', '']);
    expect(rows()[4]).toEqual(['7', 'bo@example.com', 'Duplicate email within file']);
    fireEvent.change(line4, { target: { value: ' Cy@Example.com ' } });
    expect(rows()[4]).toEqual(['7', 'bo@example.com', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 6' }));
    expect(rows().map(([line, , problem]) => [line, problem])).toEqual([
      ['2', ''],
      ['4', ''],
      ['7', ''],
    ]);

    expect(importButton().textContent).toBe('Import 3 e-mails');
    await act(async () => fireEvent.click(importButton()));
    expect(post).toHaveBeenCalledWith(BULK, expect.objectContaining({ body: { customUserListId: LIST_ID, emails: ['ada@example.com', 'cy@example.com', 'bo@example.com'] } }));
    expect(toast.success).toHaveBeenCalledWith('3 users added successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/riverside/lists/manage/${LIST_ID}`));
  });

  it('keeps the keyboard on the rows as they are removed: the next Remove, the previous one at the end, then the file', async () => {
    await renderForm();
    await choose(csv('ada@example.com\nbo@example.com\ncy@example.com\n'));
    const remove = (line: number) => {
      const button = screen.getByRole('button', { name: `Remove line ${line}` });
      button.focus();
      fireEvent.click(button);
    };
    remove(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove line 3' }));
    remove(3);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove line 1' }));
    remove(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^CSV file/));
  });

  it('takes CSV files only, asks for a file with e-mails, and says why a file could not be read', async () => {
    const post = serve('POST', {});
    await renderForm();
    await act(async () => fireEvent.click(importButton()));
    expect(screen.getByRole('alert').textContent).toBe('Please select a file with emails to import');

    await choose(csv('ada@example.com', 'guests.xlsx'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid file format. Please upload a CSV file.');
    await choose(csv('email\r\n\r\n'));
    expect(screen.getByRole('alert').textContent).toBe('Please select a file with emails to import');

    const unreadable = csv('ada@example.com');
    Object.defineProperty(unreadable, 'text', { value: () => Promise.reject(new Error('The file was moved')) });
    await choose(unreadable);
    expect(screen.getByRole('alert').textContent).toBe('Error reading file: The file was moved');
    expect(screen.queryByRole('table')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in an error toast and keeps the rows", async () => {
    serve('POST', { [BULK]: () => ({ status: 400, error: [{ message: 'The following emails already exist in the list: cy@example.com' }] }) });
    const { router } = await renderForm();
    await choose(csv('cy@example.com\n'));
    await act(async () => fireEvent.click(importButton()));
    expect(toast.error).toHaveBeenCalledWith('The following emails already exist in the list: cy@example.com');
    expect(rows()).toEqual([['1', 'cy@example.com', '']]);
    expect(router.state.location.pathname).toBe(PAGE);
  });
});
