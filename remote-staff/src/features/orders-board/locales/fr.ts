import type { OrdersBoardTexts } from './en';

const fr: OrdersBoardTexts = {
  title: 'Tableau des commandes',
};

export default fr;
