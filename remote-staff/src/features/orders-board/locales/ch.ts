import type { OrdersBoardTexts } from './en';

const ch: OrdersBoardTexts = {
  title: '订单看板',
};

export default ch;
