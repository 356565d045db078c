import type { AccessTexts } from './en';

const ar: AccessTexts = {
  checking: 'جارٍ التحقق من حسابك…',
  forbidden: {
    code: '403',
    title: 'للموظفين فقط',
    body: 'هذه الصفحة مخصّصة لموظفي المطعم. أنت مسجّل الدخول بحساب زبون.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
};

export default ar;
