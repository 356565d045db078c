import type { Translated } from '@restaurant/shared';

/**
 * The `staffMenuEditor` namespace (the manager's menu editor). English is the reference: the other languages must
 * have exactly these keys.
 */
const en = {
  title: 'Menu',
  subtitle: 'Categories, dishes and combos: their names in every language, prices, photos and order on the menu.',
  tabs: { categories: 'Categories', foods: 'Dishes', combos: 'Combos' },
  loading: 'Loading the menu…',
  empty: 'Nothing here yet.',
  add: { categories: 'New category', foods: 'New dish', combos: 'New combo' },
  editTitle: { categories: 'Edit category {{name}}', foods: 'Edit dish {{name}}', combos: 'Edit combo {{name}}' },
  list: {
    retired: 'Retired',
    edit: 'Edit',
    editLabel: 'Edit {{name}}',
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    moved: '{{name}} is now number {{position}} of {{count}}.',
    reorderHint: 'Drag a row to move it, or use its Move up and Move down buttons.',
    serves: 'Serves: {{people}}',
    dishCount: 'Dishes: {{number}}',
    otherCategory: 'Dishes of an unknown category',
    vegetarian: 'Vegetarian',
  },
  languages: { vi: 'Vietnamese', en: 'English', fr: 'French', ar: 'Arabic', ch: 'Chinese' },
  form: {
    loading: 'Loading…',
    names: 'Names',
    namesHint: 'Vietnamese and English are required; the menu shows English where another language is empty.',
    name: 'Name ({{language}})',
    descriptions: 'Descriptions',
    description: 'Description ({{language}})',
    price: 'Price (VND)',
    category: 'Category',
    chooseCategory: 'Choose a category',
    spicyLevel: 'Spicy level',
    spicy: { level0: 'Not spicy', level1: 'Mild', level2: 'Medium', level3: 'Hot' },
    vegetarian: 'Vegetarian',
    serves: 'Serves (people)',
    items: 'Dishes in the combo',
    dish: 'Dish {{number}}',
    chooseDish: 'Choose a dish',
    quantity: 'Quantity of dish {{number}}',
    addDish: 'Add a dish',
    removeDish: 'Remove dish {{number}}',
    retired: 'Retired: off the menu (past orders still show it)',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: '{{name}} saved.',
    conflict: {
      categories: 'Someone else changed this category; reload to see their changes.',
      foods: 'Someone else changed this dish; reload to see their changes.',
      combos: 'Someone else changed this combo; reload to see their changes.',
    },
    reload: 'Reload',
  },
  photo: {
    title: 'Photo',
    choose: 'Upload a photo',
    hint: 'JPEG, PNG, WebP or HEIC, up to 15 MB.',
    tooLarge: 'This file is {{size}} MB; a photo may be 15 MB at most.',
    uploading: 'Uploading the photo…',
    progress: 'Uploading: {{percent}}%',
    uploaded: 'Photo uploaded.',
    remove: 'Remove the photo',
    removing: 'Removing…',
    removed: 'Photo removed: the menu shows the drawing again.',
    current: 'Current photo',
    none: 'No photo yet: the menu shows the drawing.',
    saveFirst: 'Save first, then add a photo.',
  },
  errors: {
    nameRequired: 'Enter the {{language}} name.',
    tooLong: 'At most {{max}} characters.',
    oneLine: 'Keep it on one line, without control characters.',
    textInvalid: 'Remove the control characters.',
    priceRequired: 'Enter a price.',
    priceRange: 'Enter a whole price from 1 to {{max}}.',
    categoryRequired: 'Choose a category.',
    servesRange: 'Enter a whole number from {{min}} to {{max}}.',
    comboNoDish: 'A combo needs at least one dish.',
    comboRow: 'On every row, choose a dish and a quantity from 1 to {{max}}.',
    invalid: 'Check this value.',
  },
};

export default en;

/** The shape every other language must fill, key for key. */
export type MenuEditorTexts = Translated<typeof en>;
