import type { PageTitles } from './en';

const ch: PageTitles = {
  reservation: '预订餐桌',
};

export default ch;
