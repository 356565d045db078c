import type { PageTitles } from './en';

const fr: PageTitles = {
  reservation: 'Réserver une table',
};

export default fr;
