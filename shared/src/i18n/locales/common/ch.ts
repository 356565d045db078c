import type { CommonTranslations } from './en';

/** Simplified Chinese; the product calls this language `ch`. */
const ch: CommonTranslations = {
  brand: 'Bếp Nhà',
  pageTitle: '{{page}} — {{brand}}',
  loading: '加载中…',
  retry: '重试',
  empty: {
    title: '暂无内容',
    description: '目前没有可显示的内容。',
  },
  error: {
    title: '出错了',
    description: '无法加载此内容。',
  },
  unavailable: {
    title: '此部分暂时不可用',
    description: '请稍后再试。',
    retry: '重试',
  },
  notFound: {
    title: '页面未找到',
    description: '您要查找的页面不存在或已被移动。',
    backHome: '返回首页',
  },
  breadcrumb: {
    label: '面包屑导航',
    home: '首页',
  },
  actions: {
    close: '关闭',
    cancel: '取消',
    confirm: '确认',
    save: '保存',
    submit: '提交',
    delete: '删除',
    edit: '编辑',
    add: '添加',
    back: '返回',
    next: '下一步',
    previous: '上一步',
    search: '搜索',
    viewAll: '查看全部',
    seeMore: '查看更多',
  },
  pagination: {
    label: '分页',
    page: '第 {{page}} 页，共 {{total}} 页',
  },
  search: {
    placeholder: '搜索…',
    noResults: '未找到结果',
  },
  form: {
    required: '此字段为必填项',
    invalidEmail: '请输入有效的电子邮件地址',
  },
  a11y: {
    skipToContent: '跳到主要内容',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    toggleColorMode: '切换浅色和深色模式',
  },
  language: {
    label: '语言',
    en: 'English',
    fr: 'Français',
    ar: 'العربية',
    ch: '中文',
    vi: 'Tiếng Việt',
  },
  managersOnly: {
    code: '403',
    title: '仅限经理',
    body: '此页面仅供餐厅经理使用。您的员工账户可以使用其他后台页面。',
    home: '返回订单看板',
  },
  staffOnly: {
    checking: '正在核对您的账户…',
    code: '403',
    title: '仅限员工',
    body: '此页面仅供餐厅员工使用。您当前登录的是顾客账户。',
    home: '返回首页',
  },
  yes: '是',
  no: '否',
};

export default ch;
