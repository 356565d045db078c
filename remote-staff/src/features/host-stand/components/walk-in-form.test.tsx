import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { aFloor, aStaffReservation } from '../testing/staff-reservation-fixtures';
import { WalkInForm } from './walk-in-form';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const walkIn = aStaffReservation({
  id: 9,
  code: 'BK-WALK',
  status: 'SEATED',
  walkIn: true,
  tables: [{ id: 6, code: 'T6', capacity: 6 }],
  contact: { name: '', phone: null, email: null },
  occasion: null,
  note: null,
});

function render(reply: Parameters<FakeApi['on']>[1] = { status: 201, body: dataOf(walkIn) }) {
  api = fakeApi({
    'GET /public/restaurant-table/floors': { status: 200, body: dataOf([aFloor()]) },
    'GET /public/restaurant-table/floors/:id/details': { status: 200, body: dataOf(aFloor()) },
    'POST /staff/walk-ins': reply,
  });
  renderWithProviders(<WalkInForm />, { auth: {} });
  return userEvent.setup();
}

async function form() {
  return screen.findByRole('form', { name: 'Seat a walk-in' });
}

describe('WalkInForm', () => {
  it('asks for the party size and a table before sending anything', async () => {
    const user = render();
    const walkInForm = await form();

    await user.clear(within(walkInForm).getByRole('spinbutton', { name: 'Party size' }));
    await user.click(within(walkInForm).getByRole('button', { name: 'Seat the party' }));

    expect(await within(walkInForm).findByText('Enter how many guests there are.')).toBeInTheDocument();
    expect(within(walkInForm).getByText('Choose a table.')).toBeInTheDocument();
    expect(api?.requestsTo('POST /staff/walk-ins')).toHaveLength(0);
  });

  it('refuses a party that is not a whole number, or larger than the table chosen', async () => {
    const user = render();
    const walkInForm = await form();
    const partySize = within(walkInForm).getByRole('spinbutton', { name: 'Party size' });

    await user.clear(partySize);
    await user.type(partySize, '2.5');
    await user.selectOptions(within(walkInForm).getByRole('combobox', { name: 'Table' }), 'T2 · 2 seats');
    await user.click(within(walkInForm).getByRole('button', { name: 'Seat the party' }));
    expect(await within(walkInForm).findByText('Enter a whole number of guests, from 1 to 100.')).toBeInTheDocument();

    await user.clear(partySize);
    await user.type(partySize, '3');
    expect(await within(walkInForm).findByText('This table seats 2 guests: choose a larger one.')).toBeInTheDocument();
    expect(api?.requestsTo('POST /staff/walk-ins')).toHaveLength(0);
  });

  it('seats the party at the table chosen, with the name when given, and says where', async () => {
    const user = render();
    const walkInForm = await form();

    const partySize = within(walkInForm).getByRole('spinbutton', { name: 'Party size' });
    await user.clear(partySize);
    await user.type(partySize, '5');
    await user.selectOptions(within(walkInForm).getByRole('combobox', { name: 'Table' }), 'T6 · 6 seats');
    await user.type(within(walkInForm).getByRole('textbox', { name: 'Name (optional)' }), '  Mr Tuan ');
    await user.click(within(walkInForm).getByRole('button', { name: 'Seat the party' }));

    expect(await within(walkInForm).findByText('Walk-in BK-WALK is seated at T6.')).toBeInTheDocument();
    expect(within(walkInForm).getByRole('combobox', { name: 'Table' })).toHaveDisplayValue('Choose a table');
    expect(api?.requestsTo('POST /staff/walk-ins').map((request) => request.body)).toEqual([
      { partySize: 5, tableId: 6, name: 'Mr Tuan' },
    ]);
  });

  it('shows the API’s refusal (the table is taken) in its words', async () => {
    const user = render({ status: 409, body: { code: 'SLOT_TAKEN', message: 'This table was just taken.' } });
    const walkInForm = await form();

    await user.selectOptions(within(walkInForm).getByRole('combobox', { name: 'Table' }), 'T2 · 2 seats');
    await user.click(within(walkInForm).getByRole('button', { name: 'Seat the party' }));

    expect(await within(walkInForm).findByRole('alert')).toHaveTextContent('This table was just taken.');
  });
});
