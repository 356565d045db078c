import { Type } from 'typebox';
import { Email } from '@restaurant/shared/contracts';
import type { FieldSchemas, Refinement } from '@restaurant/shared/forms';

/** The validation example's values: what the sign-up-like form collects. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: string;
  plan: string;
  interests: string[];
}

export const ROLES = ['owner', 'manager', 'chef', 'waiter'] as const;
export const PLANS = ['basic', 'pro', 'enterprise'] as const;
export const INTERESTS = ['news', 'offers', 'events'] as const;

const Name = Type.String({ minLength: 2, maxLength: 50 });

/** Each field's rule; an error's `type` is the rule broken (`required`, `minLength`...), translated by the form. */
export const signUpSchemas: FieldSchemas<SignUpValues> = {
  firstName: Name,
  lastName: Name,
  email: Email,
  password: Type.String({ minLength: 8, maxLength: 128 }),
  confirmPassword: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  plan: Type.Union(PLANS.map((plan) => Type.Literal(plan))),
  interests: Type.Array(Type.String(), { minItems: 1 }),
};

/** The confirmation must repeat the password: a rule across two fields. */
export const passwordsMatch: Refinement<SignUpValues> = (values) =>
  values.confirmPassword !== values.password ? { confirmPassword: 'mismatch' } : {};

export const NAME_LIMITS = { min: 2, max: 50 } as const;
export const PASSWORD_MIN = 8;

export const emptySignUp: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: '',
  plan: '',
  interests: [],
};
