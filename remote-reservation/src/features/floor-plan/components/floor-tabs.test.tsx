import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Floor } from '@restaurant/shared/contracts';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { FloorTabs } from './floor-tabs';

const floor = (id: number, name: string): Floor => ({
  id,
  name,
  level: id - 1,
  description: '',
  width: 2000,
  height: 1200,
  tableCount: 4,
  seatCount: 16,
});
const FLOORS = [floor(1, 'Ground floor'), floor(2, 'First floor'), floor(3, 'Roof')];

/** Chakra's tabs (zag) move focus a frame after the key. */
async function expectFocused(name: string) {
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveFocus());
}

function Harness({ onSelectFloor = jest.fn() }: { onSelectFloor?: (floorId: number) => void }) {
  const [floorId, setFloorId] = useState(2);
  return (
    <FloorTabs
      floors={FLOORS}
      selectedFloorId={floorId}
      onSelectFloor={(next) => {
        onSelectFloor(next);
        setFloorId(next);
      }}
    >
      <p>Plan of floor {floorId}</p>
    </FloorTabs>
  );
}

beforeAll(() => setUpTranslations('en'));

describe('FloorTabs', () => {
  it('shows the chosen floor as selected, its panel named by it, and no other panel', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Floors' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'First floor', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Roof', selected: false })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'First floor' })).toHaveTextContent('Plan of floor 2');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('chooses a floor with a click', async () => {
    const user = userEvent.setup();
    const onSelectFloor = jest.fn();
    renderWithProviders(<Harness onSelectFloor={onSelectFloor} />);
    await user.click(screen.getByRole('tab', { name: 'Roof' }));
    expect(onSelectFloor).toHaveBeenCalledWith(3);
    expect(screen.getByRole('tabpanel', { name: 'Roof' })).toHaveTextContent('Plan of floor 3');
  });

  // Choosing the focused tab is zag's next animation frame, which jsdom's frames do not reach: the browser test
  // (e2e reservation.spec.ts) checks that an arrow chooses the floor.
  it('is one tab stop, and the arrows, Home and End move along the floors, wrapping around', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'First floor', selected: true })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0')).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    await expectFocused('Roof');
    await user.keyboard('{ArrowRight}');
    await expectFocused('Ground floor');
    await user.keyboard('{End}');
    await expectFocused('Roof');
    await user.keyboard('{Home}');
    await expectFocused('Ground floor');
  });

  it('follows the reading direction of a right-to-left language', async () => {
    await setUpTranslations('ar');
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { language: 'ar' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    await expectFocused('Roof');
  });
});
