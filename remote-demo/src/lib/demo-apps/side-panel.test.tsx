import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { mockPhoneScreen } from '../../testing/phone-screen';
import { SidePanel } from './side-panel';

beforeAll(() => loadTranslations([]));

afterEach(() => jest.restoreAllMocks());

describe('SidePanel', () => {
  it('is a labelled column beside the list on larger screens, whether or not "open"', () => {
    mockPhoneScreen(false);
    renderWithProviders(
      <SidePanel title="Details" open={false} onOpenChange={() => undefined} closeLabel="Close">
        <p>Panel body</p>
      </SidePanel>,
    );
    expect(screen.getByRole('complementary', { name: 'Details' }).textContent).toBe('Panel body');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a drawer on phones: hidden until opened, closed by its close button', async () => {
    mockPhoneScreen(true);
    const onOpenChange = jest.fn();
    const { rerender } = renderWithProviders(
      <SidePanel title="Details" open={false} onOpenChange={onOpenChange} closeLabel="Close">
        <p>Panel body</p>
      </SidePanel>,
    );
    expect(screen.queryByText('Panel body')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();

    rerender(
      <SidePanel title="Details" open onOpenChange={onOpenChange} closeLabel="Close">
        <p>Panel body</p>
      </SidePanel>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Details' });
    expect(drawer.textContent).toContain('Panel body');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
