import type { SoldOutTexts } from './en';

const ar: SoldOutTexts = {
  title: 'نفد اليوم',
};

export default ar;
