import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { categoriesQuery, ownerSettingsQuery, ticketOptionsQuery, tiersQuery, type MembershipBenefit } from '../../api/manage';
import { BenefitForm, BenefitFormPage } from './benefit-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const listPath = '/manage/riverside/memberships/benefits';
const tiers = [
  { id: 't1', label: 'Friends' },
  { id: 't2', label: 'Patrons' },
];
const categories = [
  { id: 'c1', label: 'Music' },
  { id: 'c2', label: 'Theatre' },
];
const tickets = [{ id: 'tt1', label: 'Jazz Night · General (05 Mar 2027)' }];

type Post = typeof fetchClient.POST;
const answer = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Post>;

const renderForm = (saved?: MembershipBenefit) =>
  renderWithProviders(<BenefitForm ownerId={ownerId} saved={saved} currency="usd" tiers={tiers} categories={categories} tickets={tickets} listPath={listPath} />, { path: `${listPath}/new` });
const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Create benefit|Save benefit/ }));

describe('benefit form', () => {
  it('takes a dollar amount or a percent, never both, each in its range', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText(/^Descriptor/), { target: { value: 'Member discount' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friends' }));
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Enter a dollar amount or a percent']));

    fireEvent.change(field(/^Amount/), { target: { value: '5' } });
    expect(field('Percent (%)').disabled).toBe(true);
    fireEvent.change(field(/^Amount/), { target: { value: '' } });
    expect(field('Percent (%)').disabled).toBe(false);
    fireEvent.change(field('Percent (%)'), { target: { value: '101' } });
    expect(field(/^Amount/).disabled).toBe(true);
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Percent must be between 1 and 100']));

    fireEvent.change(field('Percent (%)'), { target: { value: '' } });
    fireEvent.change(field(/^Amount/), { target: { value: '10001' } });
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Amount must be between 1 and 10000']));
  });

  it('limits the quantity only when asked: at least 1, and how often it renews', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: {} }));
    renderForm();
    fireEvent.change(await screen.findByLabelText(/^Descriptor/), { target: { value: 'Two free drinks' } });
    fireEvent.change(field(/^Amount/), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Patrons' }));
    expect(screen.queryByLabelText('Quantity')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Limit quantity' }));
    fireEvent.change(field('Quantity'), { target: { value: '0' } });
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Quantity must be at least 1', 'Choose how often the quantity renews']));
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(field('Quantity'), { target: { value: '2' } });
    const renews = screen.getByLabelText('Renews') as HTMLSelectElement;
    expect([...renews.options].map((o) => o.textContent)).toEqual(['Choose…', 'per event', 'per month', 'per 3 months', 'per 6 months', 'per year']);
    fireEvent.change(renews, { target: { value: '3_months' } });
    submit();
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/profile_management/membership_discounts', {
      body: {
        ownerId,
        name: 'Two free drinks',
        amount: 1250,
        percentageValue: null,
        quantity: 2,
        quantityScope: '3_months',
        discountScope: 'all',
        categoryIds: [],
        ticketIds: [],
        tierIds: ['t2'],
      },
    });
  });

  it('asks for categories or tickets by scope, and for at least one tier', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: {} }));
    renderForm();
    fireEvent.change(await screen.findByLabelText(/^Descriptor/), { target: { value: 'Music lovers' } });
    fireEvent.change(field('Percent (%)'), { target: { value: '15' } });
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Selected categories' }));
    expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Music', 'Theatre']);
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Select at least one category', 'Select at least one tier']));

    fireEvent.click(screen.getByRole('radio', { name: 'Selected tickets' }));
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Select at least one ticket', 'Select at least one tier']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Jazz Night · General (05 Mar 2027)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friends' }));
    submit();
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![1]).toMatchObject({ body: { amount: null, percentageValue: 15, quantity: null, quantityScope: null, discountScope: 'tickets', categoryIds: [], ticketIds: ['tt1'], tierIds: ['t1'] } });
  });

  it('starts from the saved benefit and shows the API’s messages', async () => {
    const saved = {
      id: 'd1',
      ownerId,
      name: 'Theatre nights',
      amount: null,
      percentageValue: 20,
      quantity: 1,
      quantityScope: 'event',
      discountScope: 'categories',
      categoryIds: ['c2'],
      ticketIds: [],
      tierIds: ['t1', 't2'],
      tiers: [],
      redeemed: 0,
      archived: false,
      available: true,
      currency: 'usd',
    } as unknown as MembershipBenefit;
    vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer({ error: [{ message: 'Benefit not found' }] }) as ReturnType<typeof fetchClient.PATCH>);
    renderForm(saved);
    expect(((await screen.findByLabelText(/^Descriptor/)) as HTMLInputElement).value).toBe('Theatre nights');
    expect(field('Percent (%)').value).toBe('20');
    expect(field(/^Amount/).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Limit quantity' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Renews') as HTMLSelectElement).value).toBe('event');
    expect((screen.getByRole('checkbox', { name: 'Theatre' }) as HTMLInputElement).checked).toBe(true);
    submit();
    expect(await screen.findByText('Benefit not found')).toBeTruthy();
  });
});

describe('benefit form page', () => {
  it('an edit address without a benefit id says the benefit was not found instead of offering the New form', async () => {
    const data: [readonly unknown[], unknown][] = [
      [tiersQuery(ownerId).queryKey, []],
      [categoriesQuery().queryKey, []],
      [ticketOptionsQuery(ownerId).queryKey, []],
      [ownerSettingsQuery(ownerId).queryKey, { currency: 'usd' }],
    ];
    renderWithProviders(<BenefitFormPage ownerId={ownerId} username="riverside" benefitId="" />, { path: `${listPath}/edit`, data });
    expect((await screen.findByRole('alert')).textContent).toBe('Benefit not found');
    expect(screen.queryByRole('button', { name: 'Create benefit' })).toBeNull();
  });
});
