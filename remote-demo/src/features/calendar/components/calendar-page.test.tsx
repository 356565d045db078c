import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCustomizerStore } from '@restaurant/shared';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { useCalendarStore } from '../stores/calendar-store';
import { calendarTranslations } from '../translations';
import CalendarPage from './calendar-page';

beforeAll(() => loadTranslations([calendarTranslations, demoTranslations]));
beforeEach(() => useCalendarStore.getState().reset());

const storedTitles = () => useCalendarStore.getState().events.map((event) => event.title);

describe('CalendarPage', () => {
  it('shows this month with the sample events and the four views', async () => {
    renderWithProviders(<CalendarPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(await screen.findByText('Menu tasting')).toBeInTheDocument();
    expect(screen.getByText('Supplier visit')).toBeInTheDocument();
    for (const view of ['Month', 'Week', 'Day', 'List']) {
      expect(screen.getByRole('tab', { name: `${view} view` })).toBeInTheDocument();
    }
    // Its Today button is named as it reads.
    expect(screen.getByRole('button', { name: 'Today' })).toHaveTextContent('Today');
  });

  it('adds an event only once its end is after its start, and shows it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarPage />);
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    const start = within(dialog).getByLabelText(/^Start/) as HTMLInputElement;
    const end = within(dialog).getByLabelText(/^End/);

    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Title/), 'Chef meeting');
    // Date-time inputs take a whole value at once (typing into them is the browser's own widget).
    fireEvent.change(end, { target: { value: start.value } });
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeInTheDocument();
    expect(storedTitles()).not.toContain('Chef meeting');

    fireEvent.change(end, { target: { value: `${start.value.slice(0, 11)}23:30` } });
    await user.click(within(dialog).getByRole('radio', { name: 'Purple' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCalendarStore.getState().events.find((event) => event.title === 'Chef meeting')).toMatchObject({
      color: 'purple',
      allDay: false,
    });
    expect(await screen.findByText('Chef meeting')).toBeInTheDocument();
  });

  it('edits an event by clicking it, then deletes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarPage />);
    await user.click(await screen.findByText('Menu tasting'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const title = within(dialog).getByLabelText(/^Title/);
    expect(title).toHaveValue('Menu tasting');
    await user.clear(title);
    await user.type(title, 'Menu tasting (new wines)');
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Menu tasting (new wines)')).toBeInTheDocument();

    await user.click(screen.getByText('Menu tasting (new wines)'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(screen.queryByText('Menu tasting (new wines)')).not.toBeInTheDocument());
    expect(storedTitles()).not.toContain('Menu tasting (new wines)');
  });

  it('switches an event to all day: the fields take dates only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarPage />);
    await user.click(await screen.findByText('Staff training'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'All day' }));
    expect(within(dialog).getByLabelText(/^Start/)).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText(/^Last day/)).toHaveValue(
      (within(dialog).getByLabelText(/^Start/) as HTMLInputElement).value,
    );
  });

  it.each([
    ['French', 'fr', 'Vue Mois', 'Aujourd’hui', 'Mois précédent', /^lun/i],
    ['Vietnamese', 'vi', 'Xem theo Tháng', 'Hôm nay', 'Tháng trước', /^Thứ Hai/],
  ] as const)(
    'speaks %s: its labels, its hints and a week starting on Monday',
    async (_, language, view, today, previous, monday) => {
      await loadTranslations([calendarTranslations, demoTranslations], language);
      try {
        renderWithProviders(<CalendarPage />, { language });
        expect(await screen.findByRole('tab', { name: view })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: today })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: previous })).toBeInTheDocument();
        const [firstDay] = screen.getAllByRole('columnheader');
        expect(firstDay).toHaveTextContent(monday);
      } finally {
        useCustomizerStore.getState().setLanguage('en');
        await loadTranslations([calendarTranslations, demoTranslations], 'en');
      }
    },
  );
});
