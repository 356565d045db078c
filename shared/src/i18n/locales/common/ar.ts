import type { CommonTranslations } from './en';

const ar: CommonTranslations = {
  brand: 'Bếp Nhà',
  pageTitle: '{{page}} — {{brand}}',
  loading: 'جارٍ التحميل…',
  retry: 'إعادة المحاولة',
  empty: {
    title: 'لا يوجد شيء هنا بعد',
    description: 'لا يوجد ما يُعرض حاليًا.',
  },
  error: {
    title: 'حدث خطأ ما',
    description: 'تعذّر تحميل هذا المحتوى.',
  },
  unavailable: {
    title: 'هذا القسم غير متاح حاليًا',
    description: 'يُرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'إعادة المحاولة',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  breadcrumb: {
    label: 'مسار التنقل',
    home: 'الرئيسية',
  },
  actions: {
    close: 'إغلاق',
    cancel: 'إلغاء',
    confirm: 'تأكيد',
    save: 'حفظ',
    submit: 'إرسال',
    delete: 'حذف',
    edit: 'تعديل',
    add: 'إضافة',
    back: 'رجوع',
    next: 'التالي',
    previous: 'السابق',
    search: 'بحث',
    viewAll: 'عرض الكل',
    seeMore: 'عرض المزيد',
  },
  pagination: {
    label: 'ترقيم الصفحات',
    page: 'الصفحة {{page}} من {{total}}',
  },
  search: {
    placeholder: 'بحث…',
    noResults: 'لا توجد نتائج',
  },
  form: {
    required: 'هذا الحقل مطلوب',
    invalidEmail: 'أدخل عنوان بريد إلكتروني صالحًا',
  },
  a11y: {
    skipToContent: 'الانتقال إلى المحتوى الرئيسي',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    toggleColorMode: 'التبديل بين الوضع الفاتح والداكن',
  },
  language: {
    label: 'اللغة',
    en: 'English',
    fr: 'Français',
    ar: 'العربية',
    ch: '中文',
    vi: 'Tiếng Việt',
  },
  managersOnly: {
    code: '403',
    title: 'للمديرين فقط',
    body: 'هذه الصفحة مخصّصة لمديري المطعم. يمكن لحساب الموظف استخدام صفحات الإدارة الأخرى.',
    home: 'العودة إلى لوحة الطلبات',
  },
  staffOnly: {
    checking: 'جارٍ التحقق من حسابك…',
    code: '403',
    title: 'للموظفين فقط',
    body: 'هذه الصفحة مخصّصة لموظفي المطعم. أنت مسجّل الدخول بحساب زبون.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  yes: 'نعم',
  no: 'لا',
};

export default ar;
