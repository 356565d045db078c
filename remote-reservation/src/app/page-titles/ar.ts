import type { PageTitles } from './en';

const ar: PageTitles = {
  reservation: 'احجز طاولة',
};

export default ar;
