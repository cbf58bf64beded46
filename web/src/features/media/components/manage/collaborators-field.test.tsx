import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { CollaboratorsField, type Collaborator } from './collaborators-field';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const SEARCH = 'Search for a person or organization, or type an email';
const theo = { id: 'u3', name: 'Theo Park', username: 'theo', avatar: null, type: 'user' };

/** The search answers `found` whatever is typed. */
const searchFinds = (found: unknown[]) =>
  vi.spyOn(fetchClient, 'GET').mockImplementation((() => Promise.resolve({ data: found, response: new Response() })) as unknown as typeof fetchClient.GET);

function renderField(value: Collaborator[] = []) {
  const onAdd = vi.fn();
  const onInvite = vi.fn();
  const onRemove = vi.fn();
  renderWithProviders(<CollaboratorsField ownerId={ownerId} value={value} busy={false} onAdd={onAdd} onInvite={onInvite} onRemove={onRemove} />);
  return { onAdd, onInvite, onRemove };
}

const type = async (text: string) => fireEvent.change(await screen.findByLabelText(SEARCH), { target: { value: text } });

describe('the collaborators field', () => {
  it('offers to invite an e-mail address nobody is found by', async () => {
    searchFinds([]);
    const { onInvite } = renderField();
    await type(' Ines.Duarte@Example.com ');
    expect((await screen.findByRole('status')).textContent).toContain('An invitation will be sent to ines.duarte@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onInvite).toHaveBeenCalledWith('ines.duarte@example.com');
    // The offer goes at once, and the keyboard is back in the emptied search.
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(SEARCH));
    expect((screen.getByLabelText(SEARCH) as HTMLInputElement).value).toBe('');
  });

  it('clears the search once a profile is added, the keyboard back in it', async () => {
    searchFinds([theo]);
    const { onAdd } = renderField();
    await type('theo');
    fireEvent.click(within(await screen.findByRole('list', { name: 'Search results' })).getByRole('button', { name: /Theo Park/ }));
    expect(onAdd).toHaveBeenCalledWith({ uuid: 'u3', identifier: 'theo', name: 'Theo Park' });
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(SEARCH));
  });

  it('asks for an e-mail address when a name finds nobody', async () => {
    searchFinds([]);
    renderField();
    await type('nobody by this name');
    expect((await screen.findByRole('status')).textContent).toBe("We couldn't find a Limelight account by that name. Enter their email address to send an invite.");
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
  });

  it('marks an address already invited and a profile already credited as already added', async () => {
    searchFinds([]);
    renderField([{ uuid: 'i1', identifier: '_invitation', name: 'ines@example.com' }]);
    expect(within(await screen.findByRole('list', { name: 'Collaborators' })).getByText('ines@example.com (Invited)')).toBeTruthy();
    await type('INES@example.com');
    expect((await screen.findByRole('status')).textContent).toBe('Already added');
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();

    cleanup();
    searchFinds([theo]);
    const { onAdd } = renderField([{ uuid: 'u3', identifier: 'theo', name: 'Theo Park' }]);
    await type('theo');
    const candidate = within(await screen.findByRole('list', { name: 'Search results' })).getByRole('button', { name: /Theo Park/ });
    expect(candidate.textContent).toContain('Already added');
    expect((candidate as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(candidate);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('lists invitations with Remove', async () => {
    searchFinds([]);
    const invitation = { uuid: 'i1', identifier: '_invitation', name: 'ines@example.com' };
    const { onRemove } = renderField([invitation]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ines@example.com' }));
    expect(onRemove).toHaveBeenCalledWith(invitation);
  });
});
