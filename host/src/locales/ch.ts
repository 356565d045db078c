import type { HostTranslations } from './en';

const ch: HostTranslations = {
  brand: 'Bếp Nhà',
  header: {
    cart_zero: '购物车 {{count}} 件商品',
    cart_other: '购物车 {{count}} 件商品',
    // What the cart button shows, the ordering remote's word: the remote's button replaces this one at its size.
    cartButton: '购物车',
    account: '账户',
    login: '登录',
    register: '注册',
    logout: '退出登录',
    settings: '显示设置',
    openNavigation: '打开导航',
    mainNavigation: '主导航',
    collapseSidebar: '收起侧边栏',
    expandSidebar: '展开侧边栏',
    toggleMode: '切换浅色/深色模式',
    myOrders: '我的订单',
    myReservations: '我的预订',
    myReview: '我的评价',
    verified: '已验证',
    verifiedAccount: '电子邮箱已验证',
    accountNeedsAttention: '账户：您的电子邮箱地址需要处理',
    emailUndeliverable:
      '发往此地址的邮件被拒收。请确认地址正确且邮箱可以接收邮件：您的验证码、链接和预订确认都会发送到这里。',
  },
  footer: {
    tagline: '用心呈现的越南家常菜。',
    rights: '© {{year}} Bếp Nhà。保留所有权利。',
    explore: '探索',
    account: '您的账户',
  },
  remoteUnavailable: {
    title: '此版块暂时无法使用',
    description: '网站其他部分仍可正常使用，请稍后重试。',
    retry: '重试',
  },
  remoteIncompatible: {
    title: '此部分正在等待更新',
    description: '它是为网站的另一个版本构建的，因此无法显示。网站的其他部分仍可正常使用。',
  },
  nav: {
    home: '首页',
    menu: '菜单',
    vouchers: '优惠券',
    reviews: '评价',
    myReviews: '我的评价',
    reservation: '订座',
  },
};

export default ch;
