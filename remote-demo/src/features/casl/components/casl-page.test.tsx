import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { caslTranslations } from '../translations';
import CaslPage from './casl-page';

beforeAll(() => loadTranslations([demoTranslations, caslTranslations]));

const POST = 'Our spring menu is here';

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<CaslPage />);
  await screen.findByRole('heading', { level: 1, name: 'Permissions (CASL)' });
  return user;
}

function actionsOf(name: string): string[] {
  return screen.queryAllByRole('button', { name: new RegExp(`“${name}”`) }).map((button) => button.textContent ?? '');
}

describe('the permissions page', () => {
  it.each<[string, string[]]>([
    ['Admin', ['Edit', 'Delete']],
    ['Manager', ['Edit']],
    ['Subscriber', []],
  ])('as %s offers %j on each post', async (role, actions) => {
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: role }));
    expect(screen.getByRole('radio', { name: role })).toBeChecked();
    expect(actionsOf(POST)).toEqual(actions);
  });

  it('deletes a post as Admin and says so', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: `Delete “${POST}”` }));
    expect(screen.queryByText(POST)).not.toBeInTheDocument();
    expect(screen.getByText(`“${POST}” deleted.`)).toBeInTheDocument();
  });

  it('renames a post as Manager', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: `Edit “${POST}”` }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, '  Summer menu  {Enter}');
    // Saved trimmed, once the form's check has run.
    expect(await screen.findByText('Summer menu')).toBeInTheDocument();
    expect(screen.getByText('“Summer menu” saved.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('keeps the post’s title when the rename is saved blank', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: `Edit “${POST}”` }));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`“${POST}” saved.`)).toBeInTheDocument();
    expect(screen.getByText(POST)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('drops a cancelled rename: the next edit starts from the post’s title', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: `Edit “${POST}”` }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(POST)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Edit “${POST}”` }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(POST);
  });

  it('refuses a forbidden action even when its button is triggered, and announces the refusal', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'Subscriber' }));
    await user.click(screen.getByRole('checkbox', { name: /also show the actions/i }));
    await user.click(screen.getByRole('button', { name: `Delete “${POST}”` }));

    expect(screen.getByRole('alert')).toHaveTextContent('Refused: a Subscriber may not delete posts.');
    expect(screen.getByText(POST)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Edit “${POST}”` }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText(/may not edit posts/)).toBeInTheDocument();
  });
});

describe('the permissions page in Arabic', () => {
  beforeAll(() => loadTranslations([demoTranslations, caslTranslations], 'ar'));
  afterAll(() => loadTranslations([demoTranslations, caslTranslations], 'en'));

  it('names the roles and the actions in Arabic', async () => {
    renderWithProviders(<CaslPage />, { language: 'ar' });
    expect(await screen.findByRole('radio', { name: 'مدير' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `حذف «${POST}»` })).toBeInTheDocument();
  });
});
