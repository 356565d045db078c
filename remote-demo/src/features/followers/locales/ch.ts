import type { FollowersTexts } from './en';

const ch: FollowersTexts = {
  description: '关注你的人。回关他们即可查看他们的动态。',
  search: '搜索粉丝',
  searchPlaceholder: '姓名、职位或国家',
  counts: {
    label: '关注概况',
    followers: '粉丝',
    following: '已关注',
  },
  follow: '关注',
  following: '已关注',
  country: '国家',
  noResults: '没有与“{{query}}”匹配的粉丝。',
  loadError: '无法加载粉丝列表',
};

export default ch;
