import { Type, type Static } from 'typebox';
import { Data, Id, Vnd } from './common';

export const CartItemType = Type.Enum(['FOOD', 'COMBO']);
export type CartItemType = Static<typeof CartItemType>;

export const MAX_LINE_QUANTITY = 99;

export const CartDetail = Type.Object({
  id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
  foodId: Type.Union([Id, Type.Null()]),
  comboId: Type.Union([Id, Type.Null()]),
  type: CartItemType,
  name: Type.String(),
  unitPrice: Vnd,
  previousUnitPrice: Type.Union([Vnd, Type.Null()], {
    description:
      'The price the diner last saw for this line when the restaurant has changed it since (the cart shows the ' +
      "change before checkout), else null. Changing the line, or POST /api/carts/prices-seen, makes today's price " +
      'the one seen.',
  }),
  lineTotal: Vnd,
  imageUrl: Type.String(),
});
export type CartDetail = Static<typeof CartDetail>;

export const Cart = Type.Object({
  id: Type.Union([Id, Type.Null()], {
    description: 'null until the first line is added: reading the cart creates nothing',
  }),
  cartDetails: Type.Array(CartDetail),
  itemCount: Type.Integer({ minimum: 0, description: 'Sum of quantities' }),
  total: Vnd,
});
export type Cart = Static<typeof Cart>;
export const CartResponse = Data(Cart);
export type CartResponse = Static<typeof CartResponse>;

export const AddToCartBody = Type.Object(
  {
    type: Type.Optional(Type.Enum(['FOOD', 'COMBO'], { default: 'FOOD' })),
    foodId: Type.Optional(Type.Union([Id, Type.Null()])),
    comboId: Type.Optional(Type.Union([Id, Type.Null()])),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
  },
  { additionalProperties: false, description: 'foodId is required for FOOD, comboId for COMBO' },
);
export type AddToCartBody = Static<typeof AddToCartBody>;

export const UpdateCartParams = Type.Object({ cartId: Id }, { additionalProperties: false });
export type UpdateCartParams = Static<typeof UpdateCartParams>;

export const UpdateCartBody = Type.Object(
  {
    cartDetailId: Id,
    quantity: Type.Integer({
      minimum: -1000000,
      maximum: MAX_LINE_QUANTITY,
      description: 'Above 0 sets the quantity; 0 or less removes the line',
    }),
  },
  { additionalProperties: false },
);
export type UpdateCartBody = Static<typeof UpdateCartBody>;
