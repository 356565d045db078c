import type { ProductListTexts } from './en';

const ch: ProductListTexts = {
  caption: '示例产品',
  search: { label: '搜索产品', placeholder: '标题或类别' },
  selectedCount: '已选择：{{count}}',
  deleteSelected: '删除所选',
  columns: { title: '产品', category: '类别', created: '日期', stock: '状态', price: '价格' },
  selectAll: '选择全部产品',
  selectRow: '选择 {{title}}',
  stock: { in: '有货', out: '缺货' },
  rowsPerPage: '每页行数',
  dense: '紧凑行',
  range: '第 {{from}}–{{to}} 项，共 {{total}} 项',
  pagination: {
    label: '产品分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页，共 {{total}} 页',
  },
  dialog: {
    title: '删除所选产品？',
    description: '待删除的产品：{{count}}。在本次会话的剩余时间内，它们将从列表中移除。',
    cancel: '取消',
    confirm: '删除',
  },
  deleted: '已删除的产品：{{count}}',
  empty: { title: '未找到产品', description: '请尝试其他搜索。' },
  error: '无法加载产品',
  categories: { books: '图书', fashion: '时尚', electronics: '电子产品', toys: '玩具' },
};

export default ch;
