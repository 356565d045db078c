import type { SoldOutTexts } from './en';

const fr: SoldOutTexts = {
  title: 'Épuisé aujourd’hui',
};

export default fr;
