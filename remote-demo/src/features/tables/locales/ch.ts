import type { TablesTexts } from './en';

const ch: TablesTexts = {
  columns: {
    id: '订单',
    customer: '客户',
    product: '产品',
    status: '状态',
    amount: '金额',
    date: '日期',
    quantity: '数量',
  },
  status: { delivered: '已送达', pending: '待处理', shipped: '已发货', cancelled: '已取消' },
  orderNumber: '#{{id}}',
  basic: {
    description: '适用于各类列表的清晰表格，采用品牌配色：简洁、条纹、带照片和状态徽章。',
    simple: '简单表格',
    simpleCaption: '最近的五个订单',
    striped: '带列边框的条纹表格',
    avatars: '带头像和状态的客户',
    small: '小型交互表格',
  },
  enhanced: {
    description: '任意列均可排序，选中多行一起删除，分页浏览订单，并可切换为紧凑视图。',
    title: '订单',
    selectAll: '选择本页所有行',
    selectRow: '选择订单 {{id}}',
    selected: '已选择：{{count}}',
    deleteSelected: '删除所选',
    deleted: '已删除订单：{{count}}',
    dense: '紧凑行',
    sortBy: '按{{column}}排序',
    empty: '没有剩余订单',
    reset: '恢复订单',
  },
  paging: {
    rowsPerPage: '每页行数',
    all: '全部',
    range: '第 {{from}}–{{to}} 条，共 {{total}} 条',
    first: '第一页',
    previous: '上一页',
    next: '下一页',
    last: '最后一页',
    navigation: '{{table}}的分页',
  },
  pagination: {
    description: '浏览 42 个订单：第一页、上一页、下一页和最后一页，每页 5、10、25 行或全部。',
    title: '分页订单',
  },
  fixedHeader: {
    description: '浏览订单时，列标题始终保持可见。',
    title: '固定表头的订单',
    region: '订单，可滚动',
  },
  collapsible: {
    description: '每个订单都可展开查看其购买记录。',
    title: '带记录的订单',
    history: '记录',
    historyOf: '订单 {{id}} 的购买记录',
    expand: '显示订单 {{id}} 的记录',
    collapse: '隐藏订单 {{id}} 的记录',
  },
  search: {
    description: '输入时按客户、产品或状态筛选行。',
    title: '搜索订单',
    label: '搜索订单',
    placeholder: '客户、产品或状态',
    results: '找到的订单：{{count}}',
    noResults: '没有与“{{query}}”匹配的订单',
  },
};

export default ch;
