import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@restaurant/shared/testing';
import { PlainCheckbox } from '@restaurant/shared/ui-native';

describe('PlainCheckbox', () => {
  it('is a checkbox named by its label, toggled by a click on the label or Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlainCheckbox label="Remember me on this device" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Remember me on this device' });
    expect(box).toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Remember me on this device'));
    expect(box).toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlainCheckbox label="Subscribe" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Subscribe' });
    await user.click(box);
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
  });
});
