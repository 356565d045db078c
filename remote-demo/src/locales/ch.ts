import type { DemoTexts } from './en';

const ch: DemoTexts = {
  dashboards: {
    section: '仪表板',
    pages: {
      ecommerce: '电子商务仪表板',
    },
  },
  apps: {
    section: '应用',
    pages: {
      contacts: '联系人',
      'blog-posts': '文章',
      'blog-detail': '博客详情',
      chats: '聊天',
      email: '电子邮件',
      notes: '笔记',
      tickets: '工单',
      followers: '关注者',
      friends: '好友',
      gallery: '相册',
      calendar: '日历',
    },
  },
  ecommerce: {
    section: '电子商务',
    pages: {
      shop: '商店',
      'eco-product-list': '产品列表',
      'eco-checkout': '结账',
      detail: '产品详情',
    },
  },
  user: {
    section: '用户',
    pages: {
      'user-profile': '用户资料',
    },
  },
  'ui-components': {
    section: '界面组件',
    pages: {
      alert: '警告',
      accordion: '折叠面板',
      avatar: '头像',
      chip: '标签',
      dialog: '对话框',
      list: '列表',
      popover: '弹出框',
      rating: '评分',
      tabs: '选项卡',
      tooltip: '提示',
      'transfer-list': '穿梭框',
      typography: '排版',
    },
  },
  pages: {
    section: '页面',
    pages: {
      casl: '权限 (CASL)',
      treeview: '树形视图',
    },
  },
  tables: {
    section: '表格',
    pages: {
      basic: '基础表格',
      enhanced: '增强表格',
      pagination: '分页表格',
      'fixed-header': '固定表头表格',
      collapsible: '可折叠表格',
      search: '搜索表格',
    },
  },
  forms: {
    section: '表单',
    pages: {
      autocomplete: '自动完成',
      button: '按钮',
      checkbox: '复选框',
      radio: '单选框',
      slider: '滑块',
      'date-time': '日期和时间',
      switch: '开关',
      'form-layouts': '表单布局',
      'form-custom': '自定义表单',
      'form-wizard': '表单向导',
      'form-validation': '表单验证',
      'quill-editor': 'Quill 编辑器',
    },
  },
  charts: {
    section: '图表',
    pages: {
      'area-chart': '面积图',
      'line-chart': '折线图',
      'gredient-chart': '渐变图',
      'candlestick-chart': 'K线图',
      'column-chart': '柱状图',
      'doughnut-pie-chart': '环形图和饼图',
      'radialbar-chart': '径向条形图',
    },
  },
  widgets: {
    section: '小部件',
    pages: {
      cards: '卡片',
      banners: '横幅',
      charts: '图表',
    },
  },
};

export default ch;
