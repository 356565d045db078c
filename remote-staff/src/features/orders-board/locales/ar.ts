import type { OrdersBoardTexts } from './en';

const ar: OrdersBoardTexts = {
  title: 'لوحة الطلبات',
};

export default ar;
