import { screen } from '@testing-library/react';
import type { SeatSuggestion } from '@restaurant/shared/contracts';
import { dataOf, fakeApi, renderWithProviders, type FakeApi, type FakeReply } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { SuggestionsPanel, type SuggestionsPanelProps } from './suggestions-panel';

function suggestionOf(id: number, code: string, capacity: number): SeatSuggestion {
  return {
    rank: 1,
    combined: false,
    floor: { id: 1, name: 'Ground floor' },
    tables: [{ id, code, capacity }],
    seats: capacity,
    spareSeats: 0,
  };
}

const props: SuggestionsPanelProps = {
  guests: 2,
  slot: { reservationDate: '2030-01-02', reservationTime: '19:00', estimatedDuration: 90 },
  selectedFloorId: null,
  selectedTableIds: [],
  onChoose: jest.fn(),
};

let api: FakeApi | undefined;
beforeAll(() => setUpTranslations('en'));
afterEach(() => api?.restore());

describe('SuggestionsPanel', () => {
  it("shows the last party's seating while the new party's loads, but offers it only once it has come", async () => {
    let answerForFour: (reply: FakeReply) => void = () => undefined;
    const replyForFour = new Promise<FakeReply>((resolve) => (answerForFour = resolve));
    api = fakeApi({
      'GET /public/restaurant-table/seats/suggestions': ({ params }) =>
        params.guests === 2 ? { status: 200, body: dataOf([suggestionOf(1, 'A01', 2)]) } : replyForFour,
    });
    const { rerender } = renderWithProviders(<SuggestionsPanel {...props} />);
    expect(await screen.findByRole('button', { name: 'Choose Table A01 on Ground floor' })).toBeEnabled();

    rerender(<SuggestionsPanel {...props} guests={4} />);
    expect(screen.getByRole('button', { name: 'Choose Table A01 on Ground floor' })).toBeDisabled();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');

    answerForFour({ status: 200, body: dataOf([suggestionOf(7, 'A07', 4)]) });
    expect(await screen.findByRole('button', { name: 'Choose Table A07 on Ground floor' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Choose Table A01 on Ground floor' })).not.toBeInTheDocument();
  });
});
