import type { Translated } from '@restaurant/shared';
const en = {
  title: 'Orders board',
};

export type OrdersBoardTexts = Translated<typeof en>;
export default en;
