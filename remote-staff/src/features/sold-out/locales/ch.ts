import type { SoldOutTexts } from './en';

const ch: SoldOutTexts = {
  title: '今日售罄',
};

export default ch;
