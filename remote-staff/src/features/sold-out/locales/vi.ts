import type { SoldOutTexts } from './en';

const vi: SoldOutTexts = {
  title: 'Hết món hôm nay',
  subtitle: 'Đánh dấu những món bếp đã hết: thực đơn sẽ báo hết món và không ai đặt được.',
  todayOnly: 'Dấu hết món chỉ có hiệu lực trong hôm nay: sang ngày mai mọi món tự động bán lại.',
  filter: 'Lọc theo tên',
  filterHint: 'Tên tiếng Việt hoặc tiếng Anh, gõ có dấu hay không dấu đều được',
  loading: 'Đang tải thực đơn…',
  dishes: 'Món',
  combos: 'Combo',
  summary: 'Hết hôm nay: {{count}}',
  noMatch: 'Không có gì khớp với “{{q}}”.',
  empty: 'Thực đơn chưa có món nào.',
  combosNote: 'Combo cũng được tính là hết khi một món trong combo đã hết.',
  offMenu: 'Đã bỏ khỏi thực đơn',
  soldOutBadge: 'Hết hôm nay',
  onSaleBadge: 'Đang bán',
  switchLabel: 'Hết hôm nay',
  marked: '{{name}} đã hết trong hôm nay.',
  cleared: '{{name}} đã bán lại.',
  markedBy: 'Người đánh dấu: {{name}}',
};

export default vi;
