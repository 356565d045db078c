import { Type } from 'typebox';
import { Email } from '@restaurant/shared/contracts';
import type { FieldSchemas } from '@restaurant/shared/forms';
import { ROLES } from './validation-schema';

// The form-layouts page shows four layouts of one kind of form. Nothing is sent, so no API contract applies: these
// are the rules the fields' markup promised the browser before (`required`, `type="email"`), now checked by
// `contractResolver` and shown as translated text under the field. Fields not marked required are `optional`.

const Text = Type.String();
const Required = Type.String({ minLength: 1 });

/** The vertical layout: name and e-mail address required, a message optional. */
export interface VerticalValues {
  name: string;
  email: string;
  message: string;
}
export const verticalSchemas: FieldSchemas<VerticalValues> = { name: Required, email: Email, message: Text };
export const emptyVertical: VerticalValues = { name: '', email: '', message: '' };

/** The horizontal layout: every field optional, the e-mail address checked when given. */
export interface HorizontalValues {
  name: string;
  email: string;
  role: string;
}
export const horizontalSchemas: FieldSchemas<HorizontalValues> = {
  name: Text,
  email: Email,
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
};
export const emptyHorizontal: HorizontalValues = { name: '', email: '', role: 'manager' };

/** The layout with icons: every field optional, the e-mail address checked when given. */
export interface WithIconsValues {
  name: string;
  email: string;
  phone: string;
  password: string;
}
export const withIconsSchemas: FieldSchemas<WithIconsValues> = {
  name: Text,
  email: Email,
  phone: Text,
  password: Text,
};
export const emptyWithIcons: WithIconsValues = { name: '', email: '', phone: '', password: '' };

/** The card grid: an address, every field optional. */
export interface CardGridValues {
  firstName: string;
  lastName: string;
  city: string;
  postcode: string;
  address: string;
}
export const cardGridSchemas: FieldSchemas<CardGridValues> = {
  firstName: Text,
  lastName: Text,
  city: Text,
  postcode: Text,
  address: Text,
};
export const emptyCardGrid: CardGridValues = { firstName: '', lastName: '', city: '', postcode: '', address: '' };
