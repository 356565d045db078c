import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Language } from '@restaurant/shared';
import type { FloorDetail, RestaurantTable } from '@restaurant/shared/contracts';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import type { TableState } from '../types/table-state';
import { FloorPlan } from './floor-plan';

function table(id: number, code: string, capacity: number, x: number, y: number): RestaurantTable {
  return {
    id,
    code,
    capacity,
    shape: capacity > 4 ? 'RECTANGLE' : 'ROUND',
    zone: 'Main hall',
    x,
    y,
    width: 100,
    height: 100,
    rotation: 0,
    adjacentTableIds: [],
    seats: Array.from({ length: capacity }, (_, index) => ({
      id: id * 10 + index,
      label: `${index + 1}`,
      x: 50,
      y: -20,
      angle: 0,
    })),
  };
}

// A1 A2 A3 on the first row, B1 under A1.
const floor: FloorDetail = {
  id: 1,
  name: 'Ground floor',
  level: 0,
  description: '',
  width: 800,
  height: 500,
  tableCount: 4,
  seatCount: 16,
  tables: [
    table(1, 'A1', 4, 50, 50),
    table(2, 'A2', 2, 250, 50),
    table(3, 'A3', 6, 450, 50),
    table(4, 'B1', 4, 50, 250),
  ],
};

const states = new Map<number, TableState>([
  [1, { status: 'free', freeSeats: 4 }],
  [2, { status: 'too-small', freeSeats: 2 }],
  [3, { status: 'taken', freeSeats: 0 }],
]);

function Harness({ onToggle }: { onToggle: (code: string) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <FloorPlan
      floor={floor}
      states={states}
      selectedIds={selected}
      onToggleTable={(picked) => {
        onToggle(picked.code);
        setSelected((ids) => (ids.includes(picked.id) ? ids.filter((id) => id !== picked.id) : [...ids, picked.id]));
      }}
    />
  );
}

beforeAll(() => setUpTranslations('en'));
afterAll(() => setUpTranslations('en'));

describe('FloorPlan', () => {
  it('names every table by the text drawn on it, then its seats and status', () => {
    renderWithProviders(<Harness onToggle={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Floor plan of Ground floor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A1 4/4 — 4 seats, free' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A2 2/2 — 2 seats, too small for your party' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A3 0/6 — 6 seats, taken' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'B1 4 — 4 seats, checking availability' })).toBeInTheDocument();
  });

  it('is one tab stop, and arrow keys move between neighbouring tables', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onToggle={jest.fn()} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /^A1 / })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^A2 / })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(screen.getByRole('button', { name: /^B1 / })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^B1 / })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /^A1 / })).toHaveFocus();
    const tabStops = screen.getAllByRole('button').filter((element) => element.getAttribute('tabindex') === '0');
    expect(tabStops).toHaveLength(1);
  });

  it('picks and drops tables with Enter and Space, several at once, but never a taken one', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    renderWithProviders(<Harness onToggle={onToggle} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^A1 / })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByRole('button', { name: /^A2 / })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: /^A3 / })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(screen.getByRole('button', { name: /^A1 / })).toHaveAttribute('aria-pressed', 'false');
    expect(onToggle.mock.calls.map(([code]) => code)).toEqual(['A1', 'A2', 'A1']);
  });

  it('picks a table with a click', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    renderWithProviders(<Harness onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: /^B1 / }));
    expect(onToggle).toHaveBeenCalledWith('B1');
    await user.click(screen.getByRole('button', { name: /^A3 / }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  // What is seen is what is announced (WCAG 2.5.3): the status glyphs drawn above the figures are drawings, not words.
  it.each<Language>(['en', 'fr', 'ar', 'ch', 'vi'])(
    'starts every table’s name with the text drawn on it, in %s',
    async (language) => {
      await setUpTranslations(language);
      renderWithProviders(<Harness onToggle={jest.fn()} />);
      for (const button of screen.getAllByRole('button')) {
        const shown = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
        expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${shown} — `));
      }
    },
  );
});
