import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@restaurant/shared/testing';
import { PlainField, PlainInput, PlainPasswordInput, PlainSelect } from '@restaurant/shared/ui-native';

describe('PlainField', () => {
  it('names its input by the label and describes it by the helper text', () => {
    renderWithProviders(
      <PlainField label="Full name" helperText="As on your ID">
        <PlainInput autoComplete="name" />
      </PlainField>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toBeRequired();
  });

  it('marks the input invalid and described by the error, which replaces the helper text', () => {
    renderWithProviders(
      <PlainField label="E-mail" helperText="We never share it" errorText="Enter a valid e-mail address.">
        <PlainInput type="email" />
      </PlainField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });

  it('makes a required field required, with an asterisk screen readers do not read', () => {
    renderWithProviders(
      <PlainField label="Password" required>
        <PlainInput />
      </PlainField>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads the optional mark as part of the name of a field that is not required', () => {
    renderWithProviders(
      <PlainField label="Phone" optionalText="(optional)">
        <PlainInput type="tel" />
      </PlainField>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).not.toBeRequired();
  });

  it('disables its control', () => {
    renderWithProviders(
      <PlainField label="Note" disabled>
        <PlainInput />
      </PlainField>,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  });

  it('gives a search input its searchbox role and lets the diner type', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PlainField label="Search the menu">
        <PlainInput type="search" placeholder="Pho, salad…" />
      </PlainField>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search the menu' });
    await user.type(search, 'pho');
    expect(search).toHaveValue('pho');
  });

  it('keeps an id the caller gives, for the label and the texts', () => {
    renderWithProviders(
      <PlainField label="Code" id="code" errorText="Too short">
        <PlainInput />
      </PlainField>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('id', 'code');
    expect(input).toHaveAttribute('aria-describedby', 'field::code::error-text');
  });
});

describe('PlainPasswordInput', () => {
  it('hides the password until the toggle shows it, and says which it does', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PlainField label="Password" required errorText="This field is required.">
        <PlainPasswordInput showLabel="Show password" hideLabel="Hide password" autoComplete="current-password" />
      </PlainField>,
    );
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
    expect(input).toBeRequired();

    const show = screen.getByRole('button', { name: 'Show password', pressed: false });
    expect(show).toHaveAttribute('aria-controls', input.id);
    await user.type(input, 'secret1');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');
    await user.click(screen.getByRole('button', { name: 'Hide password', pressed: true }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('PlainSelect', () => {
  it('is a combobox named by its field that reports the picked option', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <PlainField label="Sort by">
        <PlainSelect value="default" onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="default">Recommended</option>
          <option value="price-asc">Price: low to high</option>
        </PlainSelect>
      </PlainField>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('default');
    await user.selectOptions(select, 'Price: low to high');
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('is disabled, invalid and described by the error its field gives', () => {
    renderWithProviders(
      <PlainField label="Time" errorText="No start left on this day" disabled>
        <PlainSelect value="" onChange={() => undefined}>
          <option value="">No times</option>
        </PlainSelect>
      </PlainField>,
    );
    const select = screen.getByRole('combobox', { name: 'Time' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('No start left on this day');
  });
});
