import type { FriendsTexts } from './en';

const ar: FriendsTexts = {
  description: 'أصدقاؤك وأين تجدهم.',
  search: 'البحث في الأصدقاء',
  searchPlaceholder: 'الاسم أو الدور',
  total: '{{count}} صديقًا',
  socialLinks: 'الحسابات الاجتماعية لـ {{name}}',
  profileOn: '{{name}} على {{network}}',
  notLinked: 'بيانات تجريبية: حساب {{name}} على {{network}} غير مرتبط في هذا العرض.',
  noResults: 'لا يوجد صديق يطابق «{{query}}».',
  loadError: 'تعذّر تحميل الأصدقاء',
};

export default ar;
