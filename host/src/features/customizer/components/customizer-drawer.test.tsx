import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CUSTOMIZER, i18n, useCustomizerStore } from '@restaurant/shared';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import CustomizerDrawer from './customizer-drawer';

beforeAll(() => setUpTranslations('en'));
afterEach(async () => {
  act(() => useCustomizerStore.setState({ ...DEFAULT_CUSTOMIZER }));
  await i18n.changeLanguage('en');
});

function openDrawer() {
  return renderWithProviders(<CustomizerDrawer open onOpenChange={() => undefined} />);
}

describe('CustomizerDrawer', () => {
  it('offers every setting of the spec with the default values selected', async () => {
    openDrawer();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    for (const theme of ['Aqua', 'Purple', 'Green', 'Cyan', 'Orange']) {
      expect(screen.getByRole('radio', { name: theme })).not.toBeChecked();
    }
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Left to right' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Boxed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Horizontal' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Collapsed sidebar' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Card shadow' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Border radius' })).toHaveAttribute('aria-valuenow', '7');
  });

  it('writes each choice into the customizer store', async () => {
    const user = userEvent.setup();
    openDrawer();
    await user.click(await screen.findByRole('radio', { name: 'Purple' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Full width' }));
    await user.click(screen.getByRole('radio', { name: 'Vertical' }));
    await user.click(screen.getByRole('checkbox', { name: 'Collapsed sidebar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Card shadow' }));

    expect(useCustomizerStore.getState()).toMatchObject({
      theme: 'purple',
      mode: 'dark',
      boxed: false,
      horizontalLayout: false,
      sidebarCollapsed: true,
      cardShadow: false,
    });
  });

  it('switches the whole page to Arabic, right to left', async () => {
    const user = userEvent.setup();
    openDrawer();
    await user.click(await screen.findByRole('radio', { name: 'العربية' }));
    expect(useCustomizerStore.getState()).toMatchObject({ language: 'ar', direction: 'rtl' });
    expect(await screen.findByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
  });
});
