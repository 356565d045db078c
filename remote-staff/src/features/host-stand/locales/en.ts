import type { Translated } from '@restaurant/shared';
const en = {
  title: 'Today’s reservations',
};

export type HostStandTexts = Translated<typeof en>;
export default en;
