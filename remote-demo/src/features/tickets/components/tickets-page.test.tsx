import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders, searchFor } from '@restaurant/shared/testing';
import { ticketsQueryOptions, type Ticket } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { ticketsTranslations } from '../translations';
import TicketsPage from './tickets-page';

beforeAll(() => loadTranslations([ticketsTranslations, demoTranslations]));

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Support tickets' }))
    .getAllByRole('row')
    .slice(1);
const counter = (name: RegExp) => screen.getByRole('button', { name });

describe('TicketsPage', () => {
  it('shows all 8 tickets by default, 5 a page, with counters that add up', async () => {
    renderWithProviders(<TicketsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(counter(/Total tickets/).getAttribute('aria-pressed')).toBe('true');
    expect(counter(/Total tickets/).textContent).toContain('8');
    const perStatus = [/Pending/, /Open/, /Closed/].map((name) => Number.parseInt(counter(name).textContent ?? '', 10));
    expect(perStatus.reduce((sum, count) => sum + count, 0)).toBe(8);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows()).toHaveLength(3);
  });

  it('filters by the Open counter: every row is Open, shown in the success colour', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<TicketsPage />);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const open = queryClient.getQueryData<Ticket[]>(ticketsQueryOptions().queryKey)?.filter((t) => t.Status === 'Open');

    await user.click(counter(/Open/));

    expect(counter(/Open/).getAttribute('aria-pressed')).toBe('true');
    expect(counter(/Total tickets/).getAttribute('aria-pressed')).toBe('false');
    expect(bodyRows()).toHaveLength(open?.length ?? -1);
    for (const row of bodyRows()) expect(within(row).getByText('Open')).toBeTruthy();
  });

  it('searches by title and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<TicketsPage />);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const last = queryClient.getQueryData<Ticket[]>(ticketsQueryOptions().queryKey)?.at(-1);
    if (!last) throw new Error('no tickets');
    const search = screen.getByRole('searchbox', { name: 'Search tickets' });

    await searchFor(user, search, last.ticketTitle.toUpperCase());
    expect(within(screen.getByRole('table')).getAllByText(last.ticketTitle).length).toBeGreaterThanOrEqual(1);
    await user.type(search, ' zzz');
    expect(screen.getByText('No tickets here')).toBeTruthy();
  });

  it('deletes a ticket only after confirming', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<TicketsPage />);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const cached = () => queryClient.getQueryData<Ticket[]>(ticketsQueryOptions().queryKey) ?? [];
    const [first] = cached();
    if (!first) throw new Error('no tickets');
    const deleteButton = () => screen.getByRole('button', { name: `Delete ticket: ${first.ticketTitle}` });

    await user.click(deleteButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(cached()).toHaveLength(8);

    await user.click(deleteButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cached()).toHaveLength(7));
    expect(cached().some((t) => t.Id === first.Id)).toBe(false);
    expect(counter(/Total tickets/).textContent).toContain('7');
    expect(screen.getByText('Ticket deleted')).toBeTruthy();
  });
});
