import type { AccessTexts } from './en';

const ar: AccessTexts = {
  checking: 'جارٍ التحقق من حسابك…',
  forbidden: {
    code: '403',
    title: 'للموظفين فقط',
    body: 'هذه الصفحة مخصّصة لموظفي المطعم. أنت مسجّل الدخول بحساب زبون.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
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
