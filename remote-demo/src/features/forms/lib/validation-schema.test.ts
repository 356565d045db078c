import { brokenRules } from '@restaurant/shared/forms';
import { emptySignUp, passwordsMatch, signUpSchemas, type SignUpValues } from './validation-schema';

const valid: SignUpValues = {
  firstName: 'Linh',
  lastName: 'Tran',
  email: 'linh@example.com',
  password: 'pho-lover-1',
  confirmPassword: 'pho-lover-1',
  role: 'chef',
  plan: 'pro',
  interests: ['news'],
};

const check = (values: SignUpValues) => brokenRules(signUpSchemas, values, { refine: passwordsMatch });

describe('the sign-up schema', () => {
  it('accepts a complete, consistent form', () => {
    expect(check(valid)).toEqual({});
  });

  it('names every required field of an empty form', () => {
    expect(check(emptySignUp)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
      confirmPassword: 'required',
      role: 'required',
      plan: 'required',
      interests: 'minItems',
    });
  });

  it.each<[string, Partial<SignUpValues>, keyof SignUpValues, string]>([
    ['a one-letter first name', { firstName: 'L' }, 'firstName', 'minLength'],
    ['a 51-letter last name', { lastName: 'x'.repeat(51) }, 'lastName', 'maxLength'],
    ['an e-mail without a domain', { email: 'linh@' }, 'email', 'format'],
    ['a 7-character password', { password: 'short12', confirmPassword: 'short12' }, 'password', 'minLength'],
    ['a confirmation that differs', { confirmPassword: 'pho-lover-2' }, 'confirmPassword', 'mismatch'],
    ['a role outside the list', { role: 'astronaut' }, 'role', 'const'],
  ])('refuses %s', (_, change, field, rule) => {
    expect(check({ ...valid, ...change })[field]).toBe(rule);
  });
});
