import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@restaurant/shared/testing';
import { PlainTabs } from '@restaurant/shared/ui-native';

type Floor = 'ground' | 'first' | 'roof';

function Harness({ onChange = jest.fn() }: { onChange?: (value: Floor) => void }) {
  const [value, setValue] = useState<Floor>('first');
  return (
    <PlainTabs
      label="Floors"
      tabs={[
        { value: 'ground', label: 'Ground floor' },
        { value: 'first', label: 'First floor' },
        { value: 'roof', label: 'Roof' },
      ]}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      variant="enclosed"
      panelPt="4"
    >
      <p>Plan of {value}</p>
    </PlainTabs>
  );
}

describe('PlainTabs', () => {
  it('shows the chosen tab as selected and labels its panel by it', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Floors' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'First floor', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Roof', selected: false })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'First floor' })).toHaveTextContent('Plan of first');
  });

  it('chooses a tab with a click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Roof' }));
    expect(onChange).toHaveBeenCalledWith('roof');
    expect(screen.getByRole('tabpanel', { name: 'Roof' })).toHaveTextContent('Plan of roof');
  });

  it('is one tab stop, and arrows, Home and End choose and focus the next tab, wrapping around', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'First floor' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Roof', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ground floor', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Roof', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Ground floor', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Roof', selected: true })).toHaveFocus();
    const tabStops = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0');
    expect(tabStops).toHaveLength(1);
    // From the tab list, Tab goes into the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Roof' })).toHaveFocus();
  });

  it('follows the reading direction of a right-to-left page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Roof', selected: true })).toHaveFocus();
  });
});
