import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@restaurant/shared/testing';
import { ChoiceSelect } from './choice-select';

describe('ChoiceSelect', () => {
  it('is a select named by its label that reports the picked value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <ChoiceSelect label="Party size" value="2" onChange={onChange}>
        <option value="2">2 guests</option>
        <option value="4">4 guests</option>
      </ChoiceSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Party size' });
    expect(select).toHaveValue('2');
    expect(select).toBeEnabled();
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(select, '4 guests');
    expect(onChange).toHaveBeenCalledWith('4');
  });

  it('says why nothing can be picked, and cannot be used then', () => {
    renderWithProviders(
      <ChoiceSelect label="Time" value="" onChange={jest.fn()} error="No start left on this day">
        <option value="">No times</option>
      </ChoiceSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Time' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('No start left on this day');
  });
});
