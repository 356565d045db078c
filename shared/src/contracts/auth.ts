import { Type, type Static } from 'typebox';
import { Data, Id, Timestamp } from './common';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const Phone = Type.String({
  pattern: '^\\+?[0-9][0-9 .-]{7,18}[0-9]$',
  description: 'Phone number: digits, optional leading +, spaces, dots or dashes',
  examples: ['+84 912 345 678'],
});

export const PASSWORD_MIN_LENGTH = 8;

export const User = Type.Object({
  id: Id,
  email: Type.String(),
  fullName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
});
export type User = Static<typeof User>;

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: Type.String({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: 128,
      description: 'At least 8 characters with a letter and a digit',
    }),
    fullName: Type.String({ minLength: 1, maxLength: 100 }),
    phone: Type.Optional(Phone),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;
export const RegisterResponse = Data(User);
export type RegisterResponse = Static<typeof RegisterResponse>;

export const LoginBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const TokenPair = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ description: 'Access-token lifetime in seconds' }),
});
export type TokenPair = Static<typeof TokenPair>;

export const LoginResult = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer(),
  user: User,
});
export type LoginResult = Static<typeof LoginResult>;
export const LoginResponse = Data(LoginResult);
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBody>;
export const RefreshResponse = Data(TokenPair);
export type RefreshResponse = Static<typeof RefreshResponse>;

export const LogoutBody = RefreshBody;
export type LogoutBody = Static<typeof LogoutBody>;

export const MeResponse = Data(User);
export type MeResponse = Static<typeof MeResponse>;
