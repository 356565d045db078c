import type { HostStandTexts } from './en';

const ch: HostStandTexts = {
  title: '今日预订',
};

export default ch;
