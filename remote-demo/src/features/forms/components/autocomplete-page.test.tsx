import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { formsTranslations } from '../translations';
import AutocompletePage from './autocomplete-page';

beforeAll(() => loadTranslations([formsTranslations, demoTranslations]));

describe('AutocompletePage', () => {
  it('filters the dishes as the person types and selects one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutocompletePage />);
    const input = screen.getByRole('combobox', { name: 'Dish' });

    await user.type(input, 'ban');

    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Banh mi']);

    await user.click(within(listbox).getByRole('option', { name: 'Banh mi' }));
    expect(input).toHaveValue('Banh mi');
  });

  it('says when no dish matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutocompletePage />);

    await user.type(screen.getByRole('combobox', { name: 'Dish' }), 'pizza');

    expect(await screen.findByText('No dish found')).toBeInTheDocument();
  });

  it('adds a chip per dish of the multiple choice, and removes it with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutocompletePage />);
    expect(screen.getByRole('button', { name: 'Remove Pho bo' })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Dishes' }), 'tea');
    await user.click(await screen.findByRole('option', { name: 'Lotus tea' }));
    expect(screen.getByRole('button', { name: 'Remove Lotus tea' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Pho bo' }));
    expect(screen.queryByRole('button', { name: 'Remove Pho bo' })).not.toBeInTheDocument();
  });

  it('lets outside buttons drive the controlled combobox', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutocompletePage />);
    expect(screen.getByText('Selected: Banh mi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose Lotus tea' }));
    expect(screen.getByText('Selected: Lotus tea')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Today’s special' })).toHaveValue('Lotus tea');
  });
});
