import type { OrdersBoardTexts } from './en';

const ch: OrdersBoardTexts = {
  title: '订单看板',
  description: '所有进行中的订单，每列最早的在最上面。新订单一下单就会出现。',
  loading: '正在加载订单…',
  columns: { PLACED: '已下单', PREPARING: '制作中', READY: '已完成' },
  count_zero: '没有订单',
  count_other: '{{count}} 个订单',
  empty: {
    PLACED: '没有新订单。',
    PREPARING: '没有正在制作的订单。',
    READY: '没有等待交付的订单。',
  },
  card: {
    age_zero: '刚刚下单',
    age_other: '{{count}} 分钟前下单',
    pickup: '{{time}} 自取',
    dineIn: '堂食，{{tables}} 号桌，预订 {{code}}，{{time}}',
    guests_other: '{{count}} 位客人',
    lines: '菜品',
    line: '{{quantity}} × {{name}}',
    note: '备注：',
    new: '新',
    advancedBy: '最后由 {{name}} 推进',
  },
  advance: { PLACED: '开始制作', PREPARING: '标记完成', READY: '交付' },
  advanceLabel: '{{action}}：订单 {{code}}',
  advanceFailed: '订单无法进入下一步：{{message}}',
  advanceMovedOn: '订单 {{code}} 已在另一块屏幕上被推进：未做任何更改。看板现在显示它的当前位置。',
  advanced: {
    PREPARING: '订单 {{code}} 正在制作。',
    READY: '订单 {{code}} 已完成。',
    COMPLETED: '订单 {{code}} 已交付，离开看板。',
  },
  arrived_other: '{{count}} 个新订单：{{codes}}。',
  live: {
    on: '实时',
    off: '正在重新连接；每 {{seconds}} 秒检查一次订单',
  },
  more: '显示 {{total}} 个进行中订单里最早的 {{shown}} 个。',
};

export default ch;
