import type { PageTitles } from './en';

const ar: PageTitles = {
  login: 'تسجيل الدخول',
  login2: 'تسجيل الدخول',
  register: 'إنشاء حساب',
  register2: 'إنشاء حساب',
  forgotPassword: 'هل نسيت كلمة المرور؟',
  forgotPassword2: 'هل نسيت كلمة المرور؟',
  twoSteps: 'التحقق بخطوتين',
  twoSteps2: 'التحقق بخطوتين',
  maintenance: 'الموقع قيد الصيانة',
  notFound: 'الصفحة غير موجودة',
  notFoundDescription: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  backHome: 'العودة إلى الصفحة الرئيسية',
};

export default ar;
