import type { SoldOutTexts } from './en';

const ch: SoldOutTexts = {
  title: '今日售罄',
  subtitle: '标记厨房已经用完的菜品：菜单会显示售罄，任何人都无法点单。',
  todayOnly: '标记仅在今天有效：明天所有菜品和套餐会自动恢复供应。',
  filter: '按名称筛选',
  filterHint: '越南语或英语名称，可不带声调',
  loading: '正在加载菜单…',
  dishes: '菜品',
  combos: '套餐',
  summary: '今日售罄：{{count}}',
  noMatch: '没有与“{{q}}”匹配的项目。',
  empty: '菜单上暂无内容。',
  combosNote: '套餐中任何一道菜售罄时，套餐也会显示售罄。',
  offMenu: '已下架',
  soldOutBadge: '今日售罄',
  onSaleBadge: '供应中',
  switchLabel: '今日售罄',
  marked: '{{name}} 今日已售罄。',
  cleared: '{{name}} 已恢复供应。',
  markedBy: '标记人：{{name}}',
};

export default ch;
