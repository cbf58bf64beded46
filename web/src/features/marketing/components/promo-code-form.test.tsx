import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { categoriesQuery, ownerSettingsQuery } from '../api/promo-codes';
import { PromoCodeForm, PromoCodeFormPage, type PromoFormMode } from './promo-code-form';
import { categories, OWNER_ID, promoCode } from './promo-codes.fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const listPath = '/manage/riverside/marketing/global-promo-codes';
/** 5 June 2030, 14:10 in the browser's zone. */
const now = () => new Date(2030, 5, 5, 14, 10);
const answer = (result: { data?: unknown; error?: unknown }, status = 200) => Promise.resolve({ ...result, response: new Response(null, { status }) });

function renderForm(mode: PromoFormMode, saved?: ReturnType<typeof promoCode>) {
  return renderWithProviders(<PromoCodeForm ownerId={OWNER_ID} username="riverside" mode={mode} saved={saved} currency="usd" categories={categories} now={now} />, {
    path: `${listPath}/${mode === 'edit' ? 'edit/p1' : mode === 'bulk' ? 'bulk-import' : 'new'}`,
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const typeTime = (label: string, text: string) => {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};
const save = (name = 'Save') => fireEvent.click(screen.getByRole('button', { name }));

/** Fills a valid start on 6 June 2030 at 10:00 and a $12.50 discount. */
function fillValid() {
  fireEvent.change(field('Start date'), { target: { value: '2030-06-06' } });
  typeTime('Start time', '10:00 AM');
  fireEvent.change(field(/^Amount/), { target: { value: '12.50' } });
}

describe('promo code form', () => {
  it('cleans the typed code and generates a random one', async () => {
    renderForm('new');
    expect(await screen.findByRole('heading', { name: 'Add Code' })).toBeTruthy();
    fireEvent.change(field(/^Code/), { target: { value: 'spring-26 sale!' } });
    expect(field(/^Code/).value).toBe('SPRING26SA');
    fireEvent.click(screen.getByRole('button', { name: 'Generate random code' }));
    expect(field(/^Code/).value).toMatch(/^[A-Z0-9]{10}$/);
    expect(field(/^Code/).value).not.toBe('SPRING26SA');
  });

  it("refuses an empty form with the seed's messages before anything is sent", async () => {
    const post = vi.spyOn(fetchClient, 'POST');
    renderForm('new');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Limit the number of uses' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Specific categories' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Set an expiration date' }));
    save();
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Code is required',
        'Discount amount is required',
        'Discount percentage is required',
        'Usage limit is required',
        'Select at least one category',
        'Start date is required',
        'End date is required',
      ]),
    );
    fireEvent.change(field('Usage limit'), { target: { value: '0' } });
    await waitFor(() => expect(alerts()).toContain('Usage limit must be at least 1'));
    expect(post).not.toHaveBeenCalled();
  });

  it('locks the percentage while an amount is typed, and the amount while a percentage is', async () => {
    renderForm('new');
    fireEvent.change(await screen.findByLabelText('Percentage (%)'), { target: { value: '15' } });
    expect(field(/^Amount/).disabled).toBe(true);
    fireEvent.change(field('Percentage (%)'), { target: { value: '' } });
    fireEvent.change(field(/^Amount/), { target: { value: '5' } });
    expect(field('Percentage (%)').disabled).toBe(true);
    expect(field('Percentage (%)').value).toBe('');
  });

  it('clears the start time and the end when the start date changes, and the end when the start time changes', async () => {
    renderForm('new');
    await screen.findByRole('heading', { name: 'Add Code' });
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Set an expiration date' }));
    fireEvent.change(field('End date'), { target: { value: '2030-06-07' } });
    typeTime('End time', '09:00 AM');
    expect([field('End date').value, field('End time').value]).toEqual(['2030-06-07', '09:00 AM']);

    typeTime('Start time', '11:00 AM');
    expect([field('End date').value, field('End time').value]).toEqual(['', '']);

    fireEvent.change(field('End date'), { target: { value: '2030-06-08' } });
    typeTime('End time', '09:00 AM');
    fireEvent.change(field('End date'), { target: { value: '2030-06-09' } });
    expect([field('End date').value, field('End time').value]).toEqual(['2030-06-09', '']);

    fireEvent.change(field('Start date'), { target: { value: '2030-06-10' } });
    expect([field('Start time').value, field('End date').value, field('End time').value]).toEqual(['', '', '']);
  });

  it('offers start times from the current half hour today, and end times after the start', async () => {
    renderForm('new');
    fireEvent.change(await screen.findByLabelText('Start date'), { target: { value: '2030-06-05' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Start time' }));
    const starts = within(within(screen.getByRole('group', { name: 'Start' })).getByRole('listbox')).getAllByRole('option');
    expect(starts[0]!.textContent).toBe('02:00 PM');
    // A time that has passed is refused.
    typeTime('Start time', '01:00 PM');
    expect(field('Start time').getAttribute('aria-invalid')).toBe('true');
    typeTime('Start time', '11:30 PM');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Set an expiration date' }));
    expect(field('End date').min).toBe('2030-06-06');
  });

  it('creates a code and returns to the list', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: promoCode({}) }, 201) as ReturnType<typeof fetchClient.POST>);
    const { router } = renderForm('new');
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'spring26' } });
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Limit the number of uses' }));
    fireEvent.change(field('Usage limit'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Specific categories' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Theater' }));
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/profile_management/promo_codes', {
      body: {
        ownerId: OWNER_ID,
        code: 'SPRING26',
        startsAt: new Date(2030, 5, 6, 10, 0).toISOString(),
        endsAt: null,
        scope: 'course_categories',
        courseCategoryIds: ['c2'],
        amount: 1250,
        percentageValue: null,
        quantity: 5,
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Promo code created successfully');
  });

  it("shows the server's messages joined by ', ' and stays on the form", async () => {
    vi.spyOn(fetchClient, 'POST').mockImplementation(
      () => answer({ error: [{ message: 'This code already exists' }, { message: 'Usage limit must be at least 1' }] }, 422) as ReturnType<typeof fetchClient.POST>,
    );
    const { router } = renderForm('new');
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'SPRING26' } });
    fillValid();
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This code already exists, Usage limit must be at least 1'));
    expect(router.state.location.pathname).toBe(`${listPath}/new`);
  });

  it("asks 'Discard changes?' before closing a changed form", async () => {
    const { router } = renderForm('new');
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'SPRING26' } });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(dialog).getByText('This will delete all unsaved changes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field(/^Code/).value).toBe('SPRING26');
    // The keyboard carries on from the close button.
    await waitFor(() => expect(document.activeElement).toBe(close));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
  });

  it('closes an unchanged form at once', async () => {
    const { router } = renderForm('new');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a saved code, which may keep a start that has passed', async () => {
    const patch = vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer({ data: promoCode({}) }) as ReturnType<typeof fetchClient.PATCH>);
    const saved = promoCode({ amount: null, percentageValue: 15, quantity: 10, startsAt: new Date(2030, 4, 1, 9, 0).toISOString(), endsAt: new Date(2030, 7, 31, 23, 30).toISOString() });
    const { router } = renderForm('edit', saved);
    expect(await screen.findByRole('heading', { name: 'Edit Code' })).toBeTruthy();
    expect([field(/^Code/).value, field('Percentage (%)').value, field('Usage limit').value, field('Start date').value, field('Start time').value, field('End date').value, field('End time').value]).toEqual([
      'SPRING26',
      '15',
      '10',
      '2030-05-01',
      '09:00 AM',
      '2030-08-31',
      '11:30 PM',
    ]);
    fireEvent.change(field('Percentage (%)'), { target: { value: '20' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(patch).toHaveBeenCalledWith('/client_side_api/v1/profile_management/promo_codes/{id}', {
      params: { path: { id: 'p1' } },
      body: expect.objectContaining({ ownerId: OWNER_ID, code: 'SPRING26', percentageValue: 20, amount: null, quantity: 10, startsAt: saved.startsAt, endsAt: saved.endsAt }),
    });
    expect(toast.success).toHaveBeenCalledWith('Promo code updated successfully');
  });

  it("shows a loader, then 'No promo code found' for a code that is not there", async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation(() => answer({ error: { message: 'No promo code found' } }, 404) as ReturnType<typeof fetchClient.GET>);
    renderWithProviders(<PromoCodeFormPage ownerId={OWNER_ID} username="riverside" mode="edit" codeId="missing" />, {
      data: [
        [categoriesQuery().queryKey, categories],
        [ownerSettingsQuery(OWNER_ID).queryKey, { currency: 'usd' }],
      ],
    });
    expect(await screen.findByRole('status', { name: 'Loading promo code' })).toBeTruthy();
    expect(await screen.findByText('No promo code found')).toBeTruthy();
  });

  it('says it could not load the code, rather than that there is none, when the read fails', async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation(() => answer({ error: { message: 'Something went wrong, please try again' } }, 500) as ReturnType<typeof fetchClient.GET>);
    renderWithProviders(<PromoCodeFormPage ownerId={OWNER_ID} username="riverside" mode="edit" codeId="p1" />, {
      data: [
        [categoriesQuery().queryKey, categories],
        [ownerSettingsQuery(OWNER_ID).queryKey, { currency: 'usd' }],
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to load the promo code. Please try again later.');
  });

  it('says so when the categories a code may be limited to cannot be read', async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation(() => answer({ error: { message: 'Something went wrong, please try again' } }, 500) as ReturnType<typeof fetchClient.GET>);
    renderWithProviders(<PromoCodeFormPage ownerId={OWNER_ID} username="riverside" mode="new" />, { data: [[ownerSettingsQuery(OWNER_ID).queryKey, { currency: 'usd' }]] });
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to load the categories. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Add Code' })).toBeNull();
  });
});

describe('bulk import', () => {
  const choose = (text: string, name = 'codes.csv') => fireEvent.change(field(/^CSV file/), { target: { files: [new File([text], name, { type: 'text/csv' })] } });

  it("lists each line's problem, then counts the codes of a good file", async () => {
    renderForm('bulk');
    expect(await screen.findByRole('heading', { name: 'Bulk Import Global Promo Codes' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Code/)).toBeNull();
    choose('SPRING26\nab\n\nbad-code1');
    const problems = await screen.findByRole('alert', { name: 'File problems' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Code on line 2 is too short. Codes must be at least 6 characters.',
      'Line 3 is empty. Each line must contain a code.',
      'Code on line 4 contains invalid characters. Only letters and numbers are allowed.',
    ]);
    choose('x', 'codes.xlsx');
    expect(await screen.findByText('Invalid file format. Please upload a CSV file')).toBeTruthy();
    choose('spring26\nsummer26\n');
    expect((await screen.findByRole('status')).textContent).toBe('File uploaded successfully. Found 2 codes.');
  });

  it('requires uploaded codes, then creates them all at once', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: [promoCode({})] }, 201) as ReturnType<typeof fetchClient.POST>);
    const { router } = renderForm('bulk');
    await screen.findByRole('heading', { name: 'Bulk Import Global Promo Codes' });
    fillValid();
    save('Create codes');
    expect(await screen.findByText('Uploaded codes are required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    choose('spring26\nsummer26\n');
    await screen.findByRole('status');
    save('Create codes');
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/profile_management/promo_codes/create_bulk', {
      body: expect.objectContaining({ ownerId: OWNER_ID, codes: ['SPRING26', 'SUMMER26'], amount: 1250, scope: 'owner', courseCategoryIds: [], quantity: null, endsAt: null }),
    });
    expect(toast.success).toHaveBeenCalledWith('Promo codes created successfully');
  });
});
