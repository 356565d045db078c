import { Type, type Static } from 'typebox';
import { Data, Id, Page, PageQuery, Vnd } from './common';
import { MenuDescriptions, MenuNames, OptionalPhoto } from './manage';

/** Every menu language's text, for the visitor's language (an empty one: show the English). */
const menuTexts = {
  names: MenuNames,
  descriptions: MenuDescriptions,
};

export const FoodCategory = Type.Object({
  id: Id,
  name: Type.String({ description: 'Vietnamese name' }),
  englishName: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  imageUrl: Type.String({ description: 'The drawing, shown when there is no photo' }),
  photo: OptionalPhoto,
  foodCount: Type.Integer({ minimum: 0 }),
  ...menuTexts,
});
export type FoodCategory = Static<typeof FoodCategory>;
export const FoodCategoriesResponse = Data(Type.Array(FoodCategory));
export type FoodCategoriesResponse = Static<typeof FoodCategoriesResponse>;

export const Food = Type.Object({
  id: Id,
  categoryId: Id,
  categoryName: Type.String(),
  name: Type.String({ description: 'Vietnamese name' }),
  englishName: Type.String(),
  slug: Type.String(),
  description: Type.String({ description: 'English description' }),
  descriptionVi: Type.String({ description: 'Vietnamese description' }),
  price: Vnd,
  imageUrl: Type.String({ description: 'The drawing, shown when there is no photo' }),
  photo: OptionalPhoto,
  spicyLevel: Type.Integer({ minimum: 0, maximum: 3 }),
  vegetarian: Type.Boolean(),
  available: Type.Boolean(),
  soldOut: Type.Boolean({ description: 'The kitchen ran out today: shown, but not orderable until tomorrow' }),
  updatedAt: Type.String({
    format: 'date-time',
    description: "When the dish's page last changed: the dish or its category edited in the back office",
  }),
  ...menuTexts,
});
export type Food = Static<typeof Food>;

export const FoodSort = Type.Enum(['default', 'name_asc', 'name_desc', 'price_asc', 'price_desc'], {
  default: 'default',
  description: 'default = menu order (category, then position)',
});
export type FoodSort = Static<typeof FoodSort>;

export const FoodsQuery = Type.Object(
  {
    ...PageQuery.properties,
    categoryId: Type.Optional(Id),
    search: Type.Optional(
      Type.String({ maxLength: 100, description: 'Matches Vietnamese or English name, accents optional' }),
    ),
    sort: Type.Optional(FoodSort),
  },
  { additionalProperties: false },
);
export type FoodsQuery = Static<typeof FoodsQuery>;
export const FoodsResponse = Data(Page(Food));
export type FoodsResponse = Static<typeof FoodsResponse>;

export const FoodDetail = Type.Object({
  ...Food.properties,
  category: Type.Object({ id: Id, name: Type.String(), englishName: Type.String() }),
  combos: Type.Array(Type.Object({ id: Id, name: Type.String() }), {
    description: 'Combos that include this dish',
  }),
});
export type FoodDetail = Static<typeof FoodDetail>;
export const FoodDetailResponse = Data(FoodDetail);
export type FoodDetailResponse = Static<typeof FoodDetailResponse>;
