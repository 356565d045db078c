import type { PageTitles } from './en';

const ch: PageTitles = {
  login: '登录',
  login2: '登录',
  register: '创建账户',
  register2: '创建账户',
  forgotPassword: '忘记密码？',
  forgotPassword2: '忘记密码？',
  twoSteps: '两步验证',
  twoSteps2: '两步验证',
  maintenance: '网站维护中',
  notFound: '页面未找到',
  notFoundDescription: '您要查找的页面不存在或已被移动。',
  backHome: '返回首页',
};

export default ch;
