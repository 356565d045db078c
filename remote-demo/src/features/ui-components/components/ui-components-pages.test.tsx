import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { uiComponentsTranslations } from '../translations';
import AccordionPage from './accordion-page';
import AlertPage from './alert-page';
import AvatarPage from './avatar-page';
import ChipPage from './chip-page';
import DialogPage from './dialog-page';
import ListPage from './list-page';
import PopoverPage from './popover-page';
import RatingPage from './rating-page';
import TabsPage from './tabs-page';
import TooltipPage from './tooltip-page';
import TransferListPage from './transfer-list-page';
import TypographyPage from './typography-page';

beforeAll(() => loadTranslations([demoTranslations, uiComponentsTranslations]));

describe('UI components galleries', () => {
  it.each<[string, ComponentType, string[]]>([
    ['Alert', AlertPage, ['Filled', 'Outlined', 'With title', 'With action', 'Dismissible']],
    ['Accordion', AccordionPage, ['Basic, with a disabled item', 'Controlled, one panel open at a time']],
    ['Avatar', AvatarPage, ['Image', 'Letter', 'Icon', 'Shapes', 'Group with a maximum', 'With badge', 'Sizes']],
    ['Chip', ChipPage, ['Variants', 'With icon', 'Deletable', 'Sizes', 'Disabled', 'Filter chips', 'With avatar']],
    ['Dialog', DialogPage, ['Simple list', 'Confirm', 'Form', 'Full screen', 'Maximum width', 'Scrolling content']],
    [
      'List',
      ListPage,
      [
        'Simple',
        'Nested',
        'Selectable',
        'With checkboxes',
        'With switches',
        'With avatars and actions',
        'Numbered steps',
      ],
    ],
    ['Popover', PopoverPage, ['On click', 'With a form', 'On hover', 'Notifications', 'Confirm an action']],
    ['Rating', RatingPage, ['Controlled', 'Read only', 'Half steps', 'Custom icon', 'Ten stars', 'Hover label']],
    ['Tabs', TabsPage, ['Text', 'With icons', 'Scrollable', 'Vertical']],
    ['Tooltip', TooltipPage, ['With arrow', 'Long text', 'Placements', 'Toolbar', 'With a shortcut', 'Team']],
    ['Transfer list', TransferListPage, ['Basic', 'Enhanced']],
    ['Typography', TypographyPage, ['Type scale', 'Weights', 'Text colours']],
  ])('the %s page shows its title and each example titled', async (title, Page, examples) => {
    renderWithProviders(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const example of examples) {
      expect(screen.getByRole('heading', { level: 2, name: example })).toBeInTheDocument();
    }
  });

  it('closes the dismissible alert and brings it back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AlertPage />);
    await user.click(await screen.findByRole('button', { name: 'Close alert' }));
    expect(screen.queryByText('Close this message when you have read it.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the alert again' }));
    expect(screen.getByText('Close this message when you have read it.')).toBeInTheDocument();
  });

  it('removes a chip and announces it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChipPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Spicy' }));
    expect(screen.queryByRole('button', { name: 'Remove Spicy' })).not.toBeInTheDocument();
    expect(screen.getByText('Spicy removed')).toHaveAttribute('role', 'status');
  });

  it('filters by cuisine with chips that say whether they are pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChipPage />);
    const italian = await screen.findByRole('button', { name: 'Italian' });
    expect(italian).toHaveAttribute('aria-pressed', 'false');
    await user.click(italian);
    expect(italian).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing: Vietnamese, Thai, Italian')).toBeInTheDocument();
  });

  it('asks before deleting a dish, and the deletion can be undone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete “Spring rolls”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this dish?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Spring rolls was deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Delete “Spring rolls”' })).toBeInTheDocument();
  });

  it('lists the notifications until they are marked read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverPage />);
    await user.click(await screen.findByRole('button', { name: 'Show notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    expect(within(dialog).getByText('You are all caught up.')).toBeInTheDocument();
  });

  it('changes the controlled rating by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RatingPage />);
    const example = (await screen.findByRole('heading', { name: 'Controlled' })).closest('article');
    if (!(example instanceof HTMLElement)) throw new Error('no example card');
    expect(within(example).getByText('Value: 3')).toBeInTheDocument();
    const checked = within(example).getByRole('radio', { checked: true });
    checked.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(example).getByText('Value: 4')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(example).getByText('Value: 2')).toBeInTheDocument();
  });
});

describe('the transfer list', () => {
  function basicExample(): HTMLElement {
    const card = screen.getByRole('heading', { name: 'Basic' }).closest('article');
    if (!(card instanceof HTMLElement)) throw new Error('no example card');
    return card;
  }

  it('moves the selected items across and enables each move only when it applies', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferListPage />);
    await screen.findByRole('heading', { name: 'Basic' });
    const example = basicExample();
    const choices = within(example).getByRole('listbox', { name: 'Choices' });
    const chosen = within(example).getByRole('listbox', { name: 'Chosen' });
    const moveRight = within(example).getByRole('button', { name: 'Move selected to chosen' });
    expect(moveRight).toBeDisabled();
    expect(within(example).getByRole('button', { name: 'Move selected to choices' })).toBeDisabled();

    await user.click(within(choices).getByRole('option', { name: 'Falafel' }));
    expect(moveRight).toBeEnabled();
    await user.click(moveRight);

    expect(within(chosen).getByRole('option', { name: 'Falafel' })).toBeInTheDocument();
    expect(within(choices).queryByRole('option', { name: 'Falafel' })).not.toBeInTheDocument();
    expect(moveRight).toBeDisabled();
  });

  it('moves everything to one side and then disables moving all from the empty side', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferListPage />);
    await screen.findByRole('heading', { name: 'Basic' });
    const example = basicExample();
    await user.click(within(example).getByRole('button', { name: 'Move all to choices' }));

    expect(within(within(example).getByRole('listbox', { name: 'Chosen' })).queryAllByRole('option')).toHaveLength(0);
    expect(within(example).getByRole('button', { name: 'Move all to choices' })).toBeDisabled();
    expect(within(within(example).getByRole('listbox', { name: 'Choices' })).getAllByRole('option')).toHaveLength(6);
  });

  it('selects a whole side with select all and counts the selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferListPage />);
    const card = (await screen.findByRole('heading', { name: 'Enhanced' })).closest('article');
    if (!(card instanceof HTMLElement)) throw new Error('no example card');
    expect(within(card).getByText('0/5 selected')).toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'Select all Choices' }));
    expect(within(card).getByText('5/5 selected')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Move selected to chosen' }));
    expect(within(card).getByText('0/8 selected')).toBeInTheDocument();
  });
});
