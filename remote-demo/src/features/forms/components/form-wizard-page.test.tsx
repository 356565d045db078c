import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { formsTranslations } from '../translations';
import FormWizardPage from './form-wizard-page';

beforeAll(() => loadTranslations([formsTranslations, demoTranslations]));

const visibleHeading = () =>
  screen.getAllByRole('heading', { level: 3 }).find((heading) => heading.closest('[hidden]') === null)?.textContent;

describe('FormWizardPage', () => {
  it('refuses to leave the account step while a required field is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormWizardPage />);
    expect(visibleHeading()).toBe('Account');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(visibleHeading()).toBe('Account');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
  });

  it('moves on when valid, skips the optional profile, and going back keeps the values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormWizardPage />);

    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'linh@example.com');
    await user.type(screen.getByLabelText(/Password/), 'pho-lover-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleHeading()).toBe('Profile');

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(visibleHeading()).toBe('Finish');
    expect(screen.getByText('The account will be created for linh@example.com.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Accept the terms to continue.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(visibleHeading()).toBe('Account');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('linh@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('pho-lover-1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/The account for linh@example.com is ready/)).toBeInTheDocument();
  });

  it('checks an optional profile field once it is filled in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormWizardPage />);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'linh@example.com');
    await user.type(screen.getByLabelText(/Password/), 'pho-lover-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(visibleHeading()).toBe('Profile');
  });
});
