import type { TicketsTexts } from './en';

const ch: TicketsTexts = {
  filters: '按状态筛选工单',
  counters: { total_tickets: '全部工单', Pending: '待处理', Open: '进行中', Closed: '已关闭' },
  status: { Pending: '待处理', Open: '进行中', Closed: '已关闭' },
  search: '搜索工单',
  table: '支持工单',
  columns: { id: '编号', ticket: '工单', agent: '负责人', status: '状态', date: '日期', actions: '操作' },
  delete: '删除工单：{{title}}',
  confirmTitle: '删除此工单？',
  confirmBody: '“{{title}}”将在本次会话中被移除。',
  deleted: '工单已删除',
  showing: '第 {{from}}–{{to}} 条，共 {{total}} 条',
  pagination: '工单分页',
  previousPage: '上一页',
  nextPage: '下一页',
  pageLabel: '第 {{page}} 页',
  empty: { title: '这里没有工单', description: '没有符合此状态和搜索条件的工单。' },
  loadError: '无法加载工单',
};

export default ch;
