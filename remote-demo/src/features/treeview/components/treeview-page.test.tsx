import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { treeviewTranslations } from '../translations';
import TreeviewPage from './treeview-page';

beforeAll(() => loadTranslations([demoTranslations, treeviewTranslations]));

async function renderTree() {
  const user = userEvent.setup();
  renderWithProviders(<TreeviewPage />);
  await screen.findByRole('heading', { level: 1, name: 'Tree view' });
  return { user, tree: screen.getByRole('tree', { name: 'Project files' }) };
}

const item = (tree: HTMLElement, name: string) => within(tree).getByRole('treeitem', { name: new RegExp(`^${name}`) });
/** A folder's row takes the focus through its control (Ark's branch control), a file's as the tree item itself. */
const folderRow = (tree: HTMLElement, name: string) => within(item(tree, name)).getAllByRole('button')[0];
const focused = () => document.activeElement?.textContent;

describe('the tree view page', () => {
  it('starts with src open and the other folders closed', async () => {
    const { tree } = await renderTree();
    expect(item(tree, 'src')).toHaveAttribute('aria-expanded', 'true');
    expect(item(tree, 'public')).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).getByText('app.tsx')).toBeVisible();
  });

  it('opens and closes a folder with the arrow keys', async () => {
    const { user, tree } = await renderTree();
    folderRow(tree, 'public')?.focus();
    await user.keyboard('{ArrowRight}');
    expect(item(tree, 'public')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(item(tree, 'public')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with Home, End and type-ahead, and selects with Enter', async () => {
    const { user, tree } = await renderTree();
    folderRow(tree, 'public')?.focus();
    await user.keyboard('{Home}');
    expect(focused()).toBe('src');
    await user.keyboard('{End}');
    expect(focused()).toBe('README.md');
    await user.keyboard('{Home}d');
    expect(focused()).toBe('docs');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('package.json');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByText('Selected: README.md')).toBeInTheDocument();
  });

  it('expands and collapses every folder from the buttons', async () => {
    const { user, tree } = await renderTree();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(item(tree, 'guides')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(item(tree, 'src')).toHaveAttribute('aria-expanded', 'false');
  });
});
