import type { Translated } from '@restaurant/shared';
const en = {
  signIn: {
    title: 'Sign in (standalone)',
    hint: 'This remote running alone has no sign-in page of its own: sign in here with a staff account.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    required: 'This field is required.',
  },
};

export type AccessTexts = Translated<typeof en>;
export default en;
