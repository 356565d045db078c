import { Type, type Static } from 'typebox';
import { Data, Id, SingleLineText, MultilineText, Timestamp } from './common';
import { DiscountType, Voucher } from './voucher';

// The manager's back office (`/api/manage/…`): the menu (categories, dishes, combos, their photos) and vouchers.
// Every read of one record answers an `ETag`; a write may send it back as `If-Match` and answers 412 when another
// manager changed the record since (a write without `If-Match` is allowed).

/** The languages a menu text is written in: the Vietnamese original and the four interface languages. */
export const MENU_TEXT_LANGUAGES = ['vi', 'en', 'fr', 'ar', 'ch'] as const;
export type MenuTextLanguage = (typeof MENU_TEXT_LANGUAGES)[number];

/** Largest price a dish or combo may have (VND): a guard against a slipped zero, far above any real price. */
export const MAX_MENU_PRICE = 100_000_000;
/** Largest photo a manager may upload (bytes). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

const NameText = SingleLineText({ maxLength: 120 });
const DescriptionText = MultilineText({ maxLength: 2000 });

/**
 * A dish's, combo's or category's name in every menu language. The Vietnamese original and the English name are
 * required (not blank); French, Arabic and Chinese may be empty, and the menu then shows the English one.
 */
export const MenuNames = Type.Object(
  {
    vi: SingleLineText({ minLength: 1, maxLength: 120, description: 'The Vietnamese original' }),
    en: SingleLineText({ minLength: 1, maxLength: 120 }),
    fr: NameText,
    ar: NameText,
    ch: NameText,
  },
  { additionalProperties: false },
);
export type MenuNames = Static<typeof MenuNames>;

/** A description in every menu language; any may be empty (the menu falls back to English). */
export const MenuDescriptions = Type.Object(
  { vi: DescriptionText, en: DescriptionText, fr: DescriptionText, ar: DescriptionText, ch: DescriptionText },
  { additionalProperties: false },
);
export type MenuDescriptions = Static<typeof MenuDescriptions>;

export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export const PhotoFormat = Type.Enum(PHOTO_FORMATS);
export type PhotoFormat = Static<typeof PhotoFormat>;

/** One stored rendition of a photo: a content-hashed URL (immutable for a year), its format and size. */
export const PhotoVariant = Type.Object({
  url: Type.String({ description: 'Ends in .avif, .webp or .jpg' }),
  format: PhotoFormat,
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type PhotoVariant = Static<typeof PhotoVariant>;

/** The uploaded photo of a dish, combo or category, in three formats at three widths; null: the drawing is shown. */
export const Photo = Type.Object({
  width: Type.Integer({ minimum: 1, description: 'Width of the largest variant' }),
  height: Type.Integer({ minimum: 1, description: 'Height of the largest variant' }),
  variants: Type.Array(PhotoVariant),
});
export type Photo = Static<typeof Photo>;
export const OptionalPhoto = Type.Union([Photo, Type.Null()]);

const Price = Type.Integer({ minimum: 1, maximum: MAX_MENU_PRICE, description: 'VND, whole dong' });
const Position = Type.Integer({ minimum: 0, maximum: 10000, description: 'Place in its list, from 0' });

export const ManagedCategory = Type.Object({
  id: Id,
  names: MenuNames,
  descriptions: MenuDescriptions,
  slug: Type.String(),
  position: Position,
  retired: Type.Boolean({ description: 'Hidden from the menu; its dishes stay in past orders' }),
  imageUrl: Type.String({ description: 'The drawing shown when there is no photo' }),
  photo: OptionalPhoto,
  foodCount: Type.Integer({ minimum: 0 }),
});
export type ManagedCategory = Static<typeof ManagedCategory>;

/** A PATCH body (`XPatch`) takes any of its input's fields, and the record's place in its list. */
export const CategoryInput = Type.Object(
  { names: MenuNames, descriptions: MenuDescriptions, retired: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CategoryInput = Static<typeof CategoryInput>;
export const CategoryPatch = Type.Partial(
  Type.Object({ ...CategoryInput.properties, position: Position }, { additionalProperties: false }),
);
export type CategoryPatch = Static<typeof CategoryPatch>;

export const ManagedFood = Type.Object({
  id: Id,
  categoryId: Id,
  names: MenuNames,
  descriptions: MenuDescriptions,
  slug: Type.String(),
  price: Price,
  spicyLevel: Type.Integer({ minimum: 0, maximum: 3 }),
  vegetarian: Type.Boolean(),
  position: Position,
  retired: Type.Boolean({ description: 'Off the menu; past orders still show it' }),
  imageUrl: Type.String(),
  photo: OptionalPhoto,
});
export type ManagedFood = Static<typeof ManagedFood>;

export const FoodInput = Type.Object(
  {
    categoryId: Id,
    names: MenuNames,
    descriptions: MenuDescriptions,
    price: Price,
    spicyLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
    vegetarian: Type.Optional(Type.Boolean()),
    retired: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type FoodInput = Static<typeof FoodInput>;
export const FoodPatch = Type.Partial(
  Type.Object({ ...FoodInput.properties, position: Position }, { additionalProperties: false }),
);
export type FoodPatch = Static<typeof FoodPatch>;

export const ComboItemInput = Type.Object(
  { foodId: Id, quantity: Type.Integer({ minimum: 1, maximum: 20 }) },
  { additionalProperties: false },
);
export type ComboItemInput = Static<typeof ComboItemInput>;
const ComboItems = Type.Array(ComboItemInput, { minItems: 1, maxItems: 30, description: 'At least one dish' });

export const ManagedCombo = Type.Object({
  id: Id,
  names: MenuNames,
  descriptions: MenuDescriptions,
  slug: Type.String(),
  price: Price,
  serves: Type.Integer({ minimum: 1, maximum: 50 }),
  items: Type.Array(ComboItemInput),
  position: Position,
  retired: Type.Boolean(),
  imageUrl: Type.String(),
  photo: OptionalPhoto,
});
export type ManagedCombo = Static<typeof ManagedCombo>;

export const ComboInput = Type.Object(
  {
    names: MenuNames,
    descriptions: MenuDescriptions,
    price: Price,
    serves: Type.Integer({ minimum: 1, maximum: 50 }),
    items: ComboItems,
    retired: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ComboInput = Static<typeof ComboInput>;
export const ComboPatch = Type.Partial(
  Type.Object({ ...ComboInput.properties, position: Position }, { additionalProperties: false }),
);
export type ComboPatch = Static<typeof ComboPatch>;

export const VOUCHER_CODE_PATTERN = '^[A-Z0-9][A-Z0-9_-]{2,39}$';

/** A voucher as the manager sees it: the diner's view, plus whether it is listed and how often it was used. */
export const ManagedVoucher = Type.Object({
  ...Voucher.properties,
  listed: Type.Boolean({ description: 'Shown in the vouchers list; false: usable by its code only' }),
});
export type ManagedVoucher = Static<typeof ManagedVoucher>;

const VoucherFields = {
  code: Type.String({ pattern: VOUCHER_CODE_PATTERN, description: 'Upper-case letters, digits, - and _' }),
  name: SingleLineText({ minLength: 1, maxLength: 120 }),
  description: MultilineText({ maxLength: 2000 }),
  discountType: DiscountType,
  discountValue: Type.Integer({ minimum: 1, maximum: MAX_MENU_PRICE, description: 'Percent (1-100) or VND' }),
  maxDiscount: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_MENU_PRICE }), Type.Null()]),
  minOrderValue: Type.Integer({ minimum: 0, maximum: MAX_MENU_PRICE }),
  validFrom: Timestamp,
  validTo: Timestamp,
  usageLimit: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
  perUserLimit: Type.Integer({ minimum: 1, maximum: 1000 }),
  listed: Type.Boolean(),
};
export const VoucherInput = Type.Object(VoucherFields, { additionalProperties: false });
export type VoucherInput = Static<typeof VoucherInput>;
export const VoucherPatch = Type.Partial(Type.Object(VoucherFields, { additionalProperties: false }));
export type VoucherPatch = Static<typeof VoucherPatch>;

export const ManagedCategoriesResponse = Data(Type.Array(ManagedCategory));
export type ManagedCategoriesResponse = Static<typeof ManagedCategoriesResponse>;
export const ManagedCategoryResponse = Data(ManagedCategory);
export type ManagedCategoryResponse = Static<typeof ManagedCategoryResponse>;
export const ManagedFoodsResponse = Data(Type.Array(ManagedFood));
export type ManagedFoodsResponse = Static<typeof ManagedFoodsResponse>;
export const ManagedFoodResponse = Data(ManagedFood);
export type ManagedFoodResponse = Static<typeof ManagedFoodResponse>;
export const ManagedCombosResponse = Data(Type.Array(ManagedCombo));
export type ManagedCombosResponse = Static<typeof ManagedCombosResponse>;
export const ManagedComboResponse = Data(ManagedCombo);
export type ManagedComboResponse = Static<typeof ManagedComboResponse>;
export const ManagedVouchersResponse = Data(Type.Array(ManagedVoucher));
export type ManagedVouchersResponse = Static<typeof ManagedVouchersResponse>;
export const ManagedVoucherResponse = Data(ManagedVoucher);
export type ManagedVoucherResponse = Static<typeof ManagedVoucherResponse>;
