import type { Resolver } from 'react-hook-form';
import {
  CategoryInput,
  ComboInput,
  FoodInput,
  MAX_MENU_PRICE,
  MENU_TEXT_LANGUAGES,
  MenuDescriptions,
  MenuNames,
  type MenuTextLanguage,
} from '@restaurant/shared/contracts';
import { contractResolver, maxLengthOf, type FieldSchemas } from '@restaurant/shared/forms';
import type { MenuInputOf, MenuKind, MenuRecordOf } from '../api/menu-kinds';

type NameField = `name_${MenuTextLanguage}`;
type DescriptionField = `description_${MenuTextLanguage}`;

export interface ComboRowValues {
  foodId: number | undefined;
  quantity: number | undefined;
}

/**
 * One form for a category, a dish or a combo, as the form holds it: the texts flat (`name_vi`...), so each has its own
 * field and message; numbers once typed, undefined while empty. A kind uses the fields it has.
 */
export type MenuValues = Record<NameField | DescriptionField, string> & {
  price: number | undefined;
  categoryId: number | undefined;
  spicyLevel: number;
  vegetarian: boolean;
  serves: number | undefined;
  items: ComboRowValues[];
  retired: boolean;
};

export type MenuField = Extract<keyof MenuValues, string>;

export const nameField = (language: MenuTextLanguage): NameField => `name_${language}`;
export const descriptionField = (language: MenuTextLanguage): DescriptionField => `description_${language}`;

const textSchemas: FieldSchemas<MenuValues> = Object.fromEntries(
  MENU_TEXT_LANGUAGES.flatMap((language) => [
    [nameField(language), MenuNames.properties[language]],
    [descriptionField(language), MenuDescriptions.properties[language]],
  ]),
);
/** Only Vietnamese and English names are required; every other text may stay empty (the menu falls back). */
const OPTIONAL_TEXTS: MenuField[] = [
  ...MENU_TEXT_LANGUAGES.filter((language) => language !== 'vi' && language !== 'en').map(nameField),
  ...MENU_TEXT_LANGUAGES.map(descriptionField),
];
const TEXT_FIELDS: MenuField[] = MENU_TEXT_LANGUAGES.flatMap((language) => [
  nameField(language),
  descriptionField(language),
]);

const FIELDS: Record<MenuKind, FieldSchemas<MenuValues>> = {
  categories: { ...textSchemas },
  foods: {
    ...textSchemas,
    price: FoodInput.properties.price,
    categoryId: FoodInput.properties.categoryId,
  },
  combos: {
    ...textSchemas,
    price: ComboInput.properties.price,
    serves: ComboInput.properties.serves,
    items: ComboInput.properties.items,
  },
};

export const MENU_LIMITS = {
  nameMax: maxLengthOf(MenuNames.properties.en),
  descriptionMax: maxLengthOf(MenuDescriptions.properties.en),
  priceMax: MAX_MENU_PRICE,
  servesMin: 1,
  servesMax: 50,
  quantityMax: 20,
};

/** Every rule is the contract's (`CategoryInput`, `FoodInput`, `ComboInput`): the API refuses the same. */
export function menuResolver(kind: MenuKind): Resolver<MenuValues> {
  return contractResolver<MenuValues>(FIELDS[kind], { optional: OPTIONAL_TEXTS, trim: TEXT_FIELDS });
}

/** The message key (under `errors`) for the rule a field broke. */
export function menuErrorKey(field: MenuField, rule: string): string {
  if (field.startsWith('name_'))
    return rule === 'required' ? 'nameRequired' : rule === 'maxLength' ? 'tooLong' : 'oneLine';
  if (field.startsWith('description_')) return rule === 'maxLength' ? 'tooLong' : 'textInvalid';
  if (field === 'price') return rule === 'required' ? 'priceRequired' : 'priceRange';
  if (field === 'categoryId') return 'categoryRequired';
  if (field === 'serves') return 'servesRange';
  if (field === 'items') return rule === 'minItems' ? 'comboNoDish' : 'comboRow';
  return 'invalid';
}

const emptyTexts = () =>
  Object.fromEntries(
    MENU_TEXT_LANGUAGES.flatMap((language) => [
      [nameField(language), ''],
      [descriptionField(language), ''],
    ]),
  ) as Record<NameField | DescriptionField, string>;

export function emptyMenuValues(defaults: { categoryId?: number } = {}): MenuValues {
  return {
    ...emptyTexts(),
    price: undefined,
    categoryId: defaults.categoryId,
    spicyLevel: 0,
    vegetarian: false,
    serves: 2,
    items: [{ foodId: undefined, quantity: 1 }],
    retired: false,
  };
}

export function menuValuesOf<K extends MenuKind>(kind: K, record: MenuRecordOf[K]): MenuValues {
  const texts = Object.fromEntries(
    MENU_TEXT_LANGUAGES.flatMap((language) => [
      [nameField(language), record.names[language]],
      [descriptionField(language), record.descriptions[language]],
    ]),
  ) as Record<NameField | DescriptionField, string>;
  const base = { ...emptyMenuValues(), ...texts, retired: record.retired };
  if (kind === 'foods') {
    const food = record as MenuRecordOf['foods'];
    return {
      ...base,
      price: food.price,
      categoryId: food.categoryId,
      spicyLevel: food.spicyLevel,
      vegetarian: food.vegetarian,
    };
  }
  if (kind === 'combos') {
    const combo = record as MenuRecordOf['combos'];
    return { ...base, price: combo.price, serves: combo.serves, items: combo.items.map((item) => ({ ...item })) };
  }
  return base;
}

function textsOf(values: MenuValues) {
  const names = Object.fromEntries(
    MENU_TEXT_LANGUAGES.map((language) => [language, values[nameField(language)].trim()]),
  ) as MenuNames;
  const descriptions = Object.fromEntries(
    MENU_TEXT_LANGUAGES.map((language) => [language, values[descriptionField(language)].trim()]),
  ) as MenuDescriptions;
  return { names, descriptions };
}

/** The body the API takes for `kind` (the same for a create and a full update), from values the resolver passed. */
export function menuInputOf<K extends MenuKind>(kind: K, values: MenuValues): MenuInputOf[K] {
  const texts = textsOf(values);
  if (kind === 'foods') {
    const food: FoodInput = {
      ...texts,
      categoryId: values.categoryId ?? 0,
      price: values.price ?? 0,
      spicyLevel: values.spicyLevel,
      vegetarian: values.vegetarian,
      retired: values.retired,
    };
    return food as MenuInputOf[K];
  }
  if (kind === 'combos') {
    const combo: ComboInput = {
      ...texts,
      price: values.price ?? 0,
      serves: values.serves ?? 1,
      items: values.items.map((item) => ({ foodId: item.foodId ?? 0, quantity: item.quantity ?? 1 })),
      retired: values.retired,
    };
    return combo as MenuInputOf[K];
  }
  const category: CategoryInput = { ...texts, retired: values.retired };
  return category as MenuInputOf[K];
}
