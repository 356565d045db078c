import type { AccessTexts } from './en';

const ar: AccessTexts = {
  signIn: {
    title: 'تسجيل الدخول (مستقل)',
    hint: 'هذا التطبيق البعيد يعمل وحده بلا صفحة تسجيل دخول خاصة به: سجّل الدخول هنا بحساب موظف.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    required: 'هذا الحقل مطلوب.',
  },
};

export default ar;
