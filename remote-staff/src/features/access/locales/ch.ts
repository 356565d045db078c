import type { AccessTexts } from './en';

const ch: AccessTexts = {
  signIn: {
    title: '登录（独立运行）',
    hint: '单独运行的此远程模块没有自己的登录页：请在此用员工账户登录。',
    email: '电子邮箱',
    password: '密码',
    submit: '登录',
    required: '此项为必填。',
  },
};

export default ch;
