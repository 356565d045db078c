import type { Translated } from '@restaurant/shared';
const en = {
  checking: 'Checking your account…',
  forbidden: {
    code: '403',
    title: 'Staff only',
    body: 'This page is for the restaurant’s staff. You are signed in with a diner’s account.',
    home: 'Back to the homepage',
  },
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
