import { Type, type Static } from 'typebox';
import { Data, Id, Page, PageQuery, Vnd } from './common';
import { MenuDescriptions, MenuNames, OptionalPhoto } from './manage';

export const Combo = Type.Object({
  id: Id,
  name: Type.String(),
  englishName: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  descriptionVi: Type.String(),
  price: Vnd,
  originalPrice: Type.Integer({ description: 'Sum of the dishes bought separately (VND)' }),
  serves: Type.Integer({ minimum: 1 }),
  imageUrl: Type.String({ description: 'The drawing, shown when there is no photo' }),
  photo: OptionalPhoto,
  itemCount: Type.Integer({ minimum: 0 }),
  updatedAt: Type.String({
    format: 'date-time',
    description: "When the combo's page last changed: the combo or one of its dishes edited in the back office",
  }),
  soldOut: Type.Boolean({
    description: 'Sold out today: the combo itself, or one of its dishes, was marked sold out by the kitchen',
  }),
  /** every menu language's text, for the visitor's language (an empty one: show the English) */
  names: MenuNames,
  descriptions: MenuDescriptions,
});
export type Combo = Static<typeof Combo>;

export const CombosQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type CombosQuery = Static<typeof CombosQuery>;
export const CombosResponse = Data(Page(Combo));
export type CombosResponse = Static<typeof CombosResponse>;

export const ComboItem = Type.Object({
  foodId: Id,
  name: Type.String(),
  englishName: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  price: Vnd,
  imageUrl: Type.String(),
});
export type ComboItem = Static<typeof ComboItem>;

export const ComboDetail = Type.Object({ ...Combo.properties, items: Type.Array(ComboItem) });
export type ComboDetail = Static<typeof ComboDetail>;
export const ComboDetailResponse = Data(ComboDetail);
export type ComboDetailResponse = Static<typeof ComboDetailResponse>;
