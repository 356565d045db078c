import { Type, type Static } from 'typebox';
import { Data, Id, SingleLineText, Timestamp } from './common';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const Phone = Type.String({
  pattern: '^\\+?[0-9][0-9 .-]{7,18}[0-9]$',
  description: 'Phone number: digits, optional leading +, spaces, dots or dashes',
  examples: ['+84 912 345 678'],
});

export const PASSWORD_MIN_LENGTH = 8;
/**
 * At least one letter (any alphabet: Vietnamese, Arabic, Chinese...) and one digit; the length is `minLength`.
 * Unicode property escapes: Ajv and TypeBox both compile patterns with the `u` flag.
 */
export const PASSWORD_PATTERN = '^(?=[\\s\\S]*\\p{L})(?=[\\s\\S]*\\p{Nd})';

/** The password rule of sign-up and reset, one schema for the API and the forms' resolvers. */
export const Password = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 128,
  pattern: PASSWORD_PATTERN,
  description: 'At least 8 characters with a letter and a digit',
});

/** staff: the restaurant's people, who may use the staff routes; everyone who signs up is a diner. */
/** A manager can do all that staff can, and runs the back office (menu, photos, vouchers). */
export const UserRole = Type.Enum(['diner', 'staff', 'manager']);
export type UserRole = Static<typeof UserRole>;

/**
 * The languages the API writes in (its messages and a diner's e-mails): the site's four, its `ch` being `zh`, and
 * Vietnamese.
 */
export const ACCOUNT_LANGUAGES = ['en', 'fr', 'ar', 'zh', 'vi'] as const;
export const AccountLanguage = Type.Enum(ACCOUNT_LANGUAGES);
export type AccountLanguage = Static<typeof AccountLanguage>;

export const User = Type.Object({
  id: Id,
  email: Type.String(),
  fullName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  emailVerified: Type.Boolean({ description: 'The diner entered the code sent to this address' }),
  emailUndeliverable: Type.Boolean({
    description: 'The mail server refused this address for good twice in a row: the diner should fix it',
  }),
  language: Type.Enum(ACCOUNT_LANGUAGES, {
    description: "The language of the diner's e-mails: the sign-up's Accept-Language, then the one they switch to",
  }),
  role: UserRole,
  createdAt: Timestamp,
});
export type User = Static<typeof User>;

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: Password,
    fullName: SingleLineText({ minLength: 1, maxLength: 100 }),
    phone: Type.Optional(Phone),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;
export const RegisterResponse = Data(User);
export type RegisterResponse = Static<typeof RegisterResponse>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    refreshToken: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          "A live refresh token of this account, from a device it is signed in on: signs in even while the account's " +
          'failed sign-ins are past their daily ceiling (429 ACCOUNT_CEILING_REACHED otherwise)',
      }),
    ),
  },
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

/**
 * Sign-out ends the session of the bearer token that calls it, and the refresh token's when given (the same
 * diner's). Without a bearer token the refresh token is required: it alone names the session.
 */
export const LogoutBody = Type.Object(
  { refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);
export type LogoutBody = Static<typeof LogoutBody>;

export const MeResponse = Data(User);
export type MeResponse = Static<typeof MeResponse>;

/** The signed-in diner switched the site's language: their e-mails follow. */
export const UpdateLanguageBody = Type.Object({ language: AccountLanguage }, { additionalProperties: false });
export type UpdateLanguageBody = Static<typeof UpdateLanguageBody>;

export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
/** The same answer whether or not the address has an account. */
export const ForgotPasswordResponse = Data(Type.Null());
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

export const PASSWORD_RESET_TTL_MINUTES = 30;
/** One reset link per address per minute: asking again sooner answers 429 with `Retry-After`. */
export const PASSWORD_RESET_COOLDOWN_SECONDS = 60;

export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, description: 'From the link fragment `#token=`' }),
    password: Password,
  },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;

export const VerificationCode = Type.String({ pattern: '^\\d{6}$', description: 'Six digits', examples: ['042917'] });

export const VerifyEmailBody = Type.Object({ email: Email, code: VerificationCode }, { additionalProperties: false });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;
export const VerifyEmailResponse = Data(Type.Object({ verified: Type.Literal(true) }));
export type VerifyEmailResponse = Static<typeof VerifyEmailResponse>;

export const ResendVerificationBody = Type.Object({ email: Email }, { additionalProperties: false });
export type ResendVerificationBody = Static<typeof ResendVerificationBody>;
export const ResendVerificationResponse = Data(
  Type.Object({ retryAfterSeconds: Type.Integer({ minimum: 1, description: 'Wait this long before asking again' }) }),
);
export type ResendVerificationResponse = Static<typeof ResendVerificationResponse>;
