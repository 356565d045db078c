import type { FriendsTexts } from './en';

const ch: FriendsTexts = {
  description: '你的好友以及在哪里可以找到他们。',
  search: '搜索好友',
  searchPlaceholder: '姓名或职位',
  total: '{{count}} 位好友',
  socialLinks: '{{name}} 的社交主页',
  profileOn: '{{name}} 的 {{network}}',
  notLinked: '示例数据：本演示未链接 {{name}} 的 {{network}} 主页。',
  noResults: '没有与“{{query}}”匹配的好友。',
  loadError: '无法加载好友列表',
};

export default ch;
