import type { AccessTexts } from './en';

const ch: AccessTexts = {
  checking: '正在核对您的账户…',
  forbidden: {
    code: '403',
    title: '仅限员工',
    body: '此页面仅供餐厅员工使用。您当前登录的是顾客账户。',
    home: '返回首页',
  },
};

export default ch;
