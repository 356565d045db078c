import type { HostStandTexts } from './en';

const ar: HostStandTexts = {
  title: 'حجوزات اليوم',
};

export default ar;
