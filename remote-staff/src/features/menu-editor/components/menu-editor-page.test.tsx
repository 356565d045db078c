import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, languageTag, LANGUAGES, type Language } from '@restaurant/shared';
import type { ManagedCategory, ManagedCombo, ManagedFood } from '@restaurant/shared/contracts';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { MenuEditorPage } from './menu-editor-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const texts = (vi: string, en: string) => ({
  names: { vi, en, fr: '', ar: '', ch: '' },
  descriptions: { vi: '', en: '', fr: '', ar: '', ch: '' },
});
const NOODLES: ManagedCategory = {
  id: 1,
  ...texts('Món nước', 'Noodle soups'),
  slug: 'mon-nuoc',
  position: 0,
  retired: false,
  imageUrl: '/images/categories/1.svg',
  photo: null,
  foodCount: 2,
};
const food = (id: number, vi: string, en: string, position: number, extra: Partial<ManagedFood> = {}): ManagedFood => ({
  id,
  categoryId: 1,
  ...texts(vi, en),
  slug: `food-${id}`,
  price: 65000,
  spicyLevel: 0,
  vegetarian: false,
  position,
  retired: false,
  imageUrl: `/images/foods/${id}.svg`,
  photo: null,
  ...extra,
});
const PHO = food(1, 'Phở bò', 'Beef pho', 0);
const BUN = food(2, 'Bún bò Huế', 'Hue beef noodles', 1, { retired: true });
const FAMILY: ManagedCombo = {
  id: 7,
  ...texts('Combo gia đình', 'Family combo'),
  slug: 'combo-gia-dinh',
  price: 250000,
  serves: 4,
  items: [{ foodId: 1, quantity: 2 }],
  position: 0,
  retired: false,
  imageUrl: '/images/combos/7.svg',
  photo: null,
};

function render(routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /manage/categories': { status: 200, body: dataOf([NOODLES]) },
    'GET /manage/foods': { status: 200, body: dataOf([BUN, PHO]) },
    'GET /manage/combos': { status: 200, body: dataOf([FAMILY]) },
    'GET /manage/foods/:id': { status: 200, body: dataOf(PHO), headers: { ETag: '"food-1-v3"' } },
    ...(routes as Record<string, never>),
  });
  renderWithProviders(<MenuEditorPage />, { route: '/staff/menu', auth: {} });
  return userEvent.setup();
}

describe('MenuEditorPage', () => {
  it('lists the dishes by category in menu order, with their names, price and retired badge', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Noodle soups' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Phở|Bún/).textContent)).toEqual(['Phở bò', 'Bún bò Huế']);
    expect(within(rows[0]!).getByText('Beef pho')).toHaveAttribute('lang', 'en');
    expect(within(rows[0]!).getByText(/65,000/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Retired')).toBeInTheDocument();
  });

  it('moves a dish with the keyboard, sends its new position, and announces its place', async () => {
    const user = render({
      'PATCH /manage/foods/:id': { status: 200, body: dataOf({ ...BUN, position: 0 }) },
    });
    const down = await screen.findByRole('button', { name: 'Move Phở bò down' });
    expect(screen.getByRole('button', { name: 'Move Phở bò up' })).toHaveAttribute('aria-disabled', 'true');
    down.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api?.requestsTo('PATCH /manage/foods/:id')).toHaveLength(1));
    const patch = api?.requestsTo('PATCH /manage/foods/:id')[0];
    expect(patch?.path).toBe('/manage/foods/1');
    expect(patch?.body).toEqual({ position: 1 });
    expect(await screen.findByText('Phở bò is now number 2 of 2.')).toBeInTheDocument();
    expect(screen.getByText('Phở bò is now number 2 of 2.').closest('[role="status"]')).not.toBeNull();
  });

  it('moves a dish dropped on another to that one’s place', async () => {
    render({ 'PATCH /manage/foods/:id': { status: 200, body: dataOf({ ...BUN, position: 0 }) } });
    const list = await screen.findByRole('list', { name: 'Noodle soups' });
    const [pho, bun] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const dataTransfer = { setData: jest.fn(), effectAllowed: 'none' };
    fireEvent.dragStart(bun, { dataTransfer });
    fireEvent.dragOver(pho, { dataTransfer });
    fireEvent.drop(pho, { dataTransfer });

    await waitFor(() => expect(api?.requestsTo('PATCH /manage/foods/:id')).toHaveLength(1));
    const patch = api?.requestsTo('PATCH /manage/foods/:id')[0];
    expect(patch?.path).toBe('/manage/foods/2');
    expect(patch?.body).toEqual({ position: 0 });
    expect(await screen.findByText('Bún bò Huế is now number 1 of 2.')).toBeInTheDocument();
  });

  it('labels each menu text with its language and writes it in it (Arabic right to left)', async () => {
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dish Phở bò' });
    const arabic = await within(dialog).findByRole('textbox', { name: 'Name (Arabic)' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(within(dialog).getByRole('textbox', { name: /Name \(Vietnamese\)/ })).toHaveAttribute('lang', 'vi');
    expect(within(dialog).getByRole('textbox', { name: 'Name (Chinese)' })).toHaveAttribute('lang', 'zh-CN');
    expect(within(dialog).getByRole('textbox', { name: 'Description (French)' })).toHaveAttribute('dir', 'ltr');
  });

  it('says what is wrong under each field and sends nothing', async () => {
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'New dish' }));
    const dialog = await screen.findByRole('dialog', { name: 'New dish' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Enter the Vietnamese name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the English name.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a whole price from 1 to/)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument();
    expect(api?.requestsTo('POST /manage/foods')).toHaveLength(0);
  });

  it('edits a dish with If-Match, and on a conflict offers to reload the other manager’s version', async () => {
    let version = 3;
    const user = render({
      'GET /manage/foods/:id': () => ({
        status: 200,
        body: dataOf(version === 3 ? PHO : { ...PHO, price: 70000 }),
        headers: { ETag: `"food-1-v${version}"` },
      }),
      'PATCH /manage/foods/:id': () => {
        version = 4;
        return { status: 412, body: { code: 'EDIT_CONFLICT', message: 'Người khác đã sửa món này.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dish Phở bò' });
    const price = await within(dialog).findByRole('spinbutton', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '68000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Someone else changed this dish; reload to see their changes.'),
    ).toBeInTheDocument();
    const patch = api?.requestsTo('PATCH /manage/foods/:id')[0];
    expect(patch?.headers['If-Match']).toBe('"food-1-v3"');
    expect(patch?.body).toEqual({
      categoryId: 1,
      names: { vi: 'Phở bò', en: 'Beef pho', fr: '', ar: '', ch: '' },
      descriptions: { vi: '', en: '', fr: '', ar: '', ch: '' },
      price: 68000,
      spicyLevel: 0,
      vegetarian: false,
      retired: false,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: /Price/ })).toHaveValue(70000));
    expect(within(dialog).queryByText(/Someone else changed/)).not.toBeInTheDocument();
  });

  it('creates a combo with its dishes and quantities, at least one', async () => {
    const user = render({
      'POST /manage/combos': ({ body }) => ({ status: 201, body: dataOf({ ...FAMILY, ...(body as object), id: 8 }) }),
      'GET /manage/combos/:id': { status: 200, body: dataOf({ ...FAMILY, id: 8 }), headers: { ETag: '"c8"' } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Combos' }));
    await user.click(await screen.findByRole('button', { name: 'New combo' }));
    const dialog = await screen.findByRole('dialog', { name: 'New combo' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove dish 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A combo needs at least one dish.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Name \(Vietnamese\)/ }), 'Combo đôi');
    await user.type(within(dialog).getByRole('textbox', { name: /Name \(English\)/ }), 'Combo for two');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Add a dish' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dish 1' }), 'Beef pho');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity of dish 1' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api?.requestsTo('POST /manage/combos')).toHaveLength(1));
    expect(api?.requestsTo('POST /manage/combos')[0]?.body).toEqual({
      names: { vi: 'Combo đôi', en: 'Combo for two', fr: '', ar: '', ch: '' },
      descriptions: { vi: '', en: '', fr: '', ar: '', ch: '' },
      price: 150000,
      serves: 2,
      items: [{ foodId: 1, quantity: 2 }],
      retired: false,
    });
    // The dialog goes on with the new combo, for its photo.
    expect(await screen.findByRole('dialog', { name: 'Edit combo Combo đôi' })).toBeInTheDocument();
  });

  it('refuses a photo over 15 MB before sending it, and shows the API’s refusal of another', async () => {
    const user = render({
      'POST /manage/foods/:id/photo': {
        status: 415,
        body: { code: 'NOT_AN_IMAGE', message: 'This file is not a JPEG, PNG, WebP or HEIC photo.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dish Phở bò' });
    const input = await within(dialog).findByLabelText('Upload a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/heic');

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 40 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await within(dialog).findByText('This file is 40.0 MB; a photo may be 15 MB at most.')).toBeInTheDocument();
    expect(api?.requestsTo('POST /manage/foods/:id/photo')).toHaveLength(0);

    await user.upload(input, new File(['not really'], 'notes.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('This file is not a JPEG, PNG, WebP or HEIC photo.')).toBeInTheDocument();
    const sent = api?.requestsTo('POST /manage/foods/:id/photo')[0];
    expect(sent?.path).toBe('/manage/foods/1/photo');
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});

describe('MenuEditorPage retiring', () => {
  it('retires a combo from the list and puts a retired dish back, saying so', async () => {
    const user = render({
      'PATCH /manage/combos/:id': ({ body }) => ({ status: 200, body: dataOf({ ...FAMILY, ...(body as object) }) }),
      'PATCH /manage/foods/:id': ({ body }) => ({ status: 200, body: dataOf({ ...BUN, ...(body as object) }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Put back Bún bò Huế' }));
    await waitFor(() => expect(api?.requestsTo('PATCH /manage/foods/:id')[0]?.body).toEqual({ retired: false }));
    expect(await screen.findByText('Bún bò Huế is back on the menu.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Combos' }));
    await user.click(await screen.findByRole('button', { name: 'Retire Combo gia đình' }));
    await waitFor(() => expect(api?.requestsTo('PATCH /manage/combos/:id')).toHaveLength(1));
    const patch = api?.requestsTo('PATCH /manage/combos/:id')[0];
    expect(patch?.path).toBe('/manage/combos/7');
    expect(patch?.body).toEqual({ retired: true });
    expect(await screen.findByText('Combo gia đình is off the menu.')).toBeInTheDocument();
  });
});

describe('MenuEditorPage photos', () => {
  const PHOTO = {
    width: 1600,
    height: 1200,
    variants: [
      { url: '/api/photos/abc-400.webp', format: 'webp' as const, width: 400, height: 300 },
      { url: '/api/photos/abc-1600.jpg', format: 'jpeg' as const, width: 1600, height: 1200 },
    ],
  };

  it('uploads a photo with a pending state, shows it, and keeps what was typed', async () => {
    const user = render({
      'POST /manage/foods/:id/photo': {
        status: 200,
        body: dataOf({ ...PHO, photo: PHOTO }),
        headers: { ETag: '"food-1-v4"' },
        delayMs: 50,
      },
      'PATCH /manage/foods/:id': { status: 200, body: dataOf(PHO) },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dish Phở bò' });
    const french = await within(dialog).findByRole('textbox', { name: 'Name (French)' });
    await user.type(french, 'Phở au bœuf');
    expect(within(dialog).getByText('No photo yet: the menu shows the drawing.')).toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText('Upload a photo'),
      new File(['jpeg'], 'pho.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByText('Uploading the photo…')).toBeInTheDocument();
    expect(await within(dialog).findByText('Photo uploaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/api/photos/abc-400.webp',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name (French)' })).toHaveValue('Phở au bœuf');

    // The next save names the version the photo made.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api?.requestsTo('PATCH /manage/foods/:id')).toHaveLength(1));
    expect(api?.requestsTo('PATCH /manage/foods/:id')[0]?.headers['If-Match']).toBe('"food-1-v4"');
  });

  it('removes a photo', async () => {
    const user = render({
      'GET /manage/foods/:id': { status: 200, body: dataOf({ ...PHO, photo: PHOTO }), headers: { ETag: '"v4"' } },
      'DELETE /manage/foods/:id/photo': { status: 200, body: dataOf(PHO), headers: { ETag: '"v5"' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dish Phở bò' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove the photo' }));
    expect(await within(dialog).findByText('Photo removed: the menu shows the drawing again.')).toBeInTheDocument();
    expect(api?.requestsTo('DELETE /manage/foods/:id/photo')[0]?.path).toBe('/manage/foods/1/photo');
    expect(within(dialog).queryByRole('button', { name: 'Remove the photo' })).not.toBeInTheDocument();
  });
});

describe('MenuEditorPage in every language', () => {
  afterEach(async () => {
    // Unmounted first, so going back to English does not re-render a page the test has finished with.
    cleanup();
    await i18n.changeLanguage('en');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en').map((language) => [language] as [Language]))(
    'is written in %s, the Vietnamese names as they are',
    async (language) => {
      await setUpTranslations(language);
      await i18n.changeLanguage(languageTag(language));
      render();
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('staffMenuEditor:title'));
      expect(await screen.findByText('Phở bò')).toHaveAttribute('lang', 'vi');
      expect(screen.getByRole('tab', { name: i18n.t('staffMenuEditor:tabs.combos') })).toBeInTheDocument();
    },
  );
});
