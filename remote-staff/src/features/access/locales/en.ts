import type { Translated } from '@restaurant/shared';
const en = {
  checking: 'Checking your account…',
  forbidden: {
    code: '403',
    title: 'Staff only',
    body: 'This page is for the restaurant’s staff. You are signed in with a diner’s account.',
    home: 'Back to the homepage',
  },
};

export type AccessTexts = Translated<typeof en>;
export default en;
