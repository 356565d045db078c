import type { Translated } from '@restaurant/shared';
const en = {
  title: 'Sold out today',
};

export type SoldOutTexts = Translated<typeof en>;
export default en;
