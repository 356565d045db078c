import type { DemoTexts } from './en';

const ar: DemoTexts = {
  dashboards: {
    section: 'لوحات المعلومات',
    pages: {
      ecommerce: 'لوحة التجارة الإلكترونية',
    },
  },
  apps: {
    section: 'التطبيقات',
    pages: {
      contacts: 'جهات الاتصال',
      'blog-posts': 'المنشورات',
      'blog-detail': 'تفاصيل المقالة',
      chats: 'المحادثات',
      email: 'البريد الإلكتروني',
      notes: 'الملاحظات',
      tickets: 'التذاكر',
      followers: 'المتابعون',
      friends: 'الأصدقاء',
      gallery: 'المعرض',
      calendar: 'التقويم',
    },
  },
  ecommerce: {
    section: 'التجارة الإلكترونية',
    pages: {
      shop: 'المتجر',
      'eco-product-list': 'قائمة المنتجات',
      'eco-checkout': 'الدفع',
      detail: 'تفاصيل المنتج',
    },
  },
  user: {
    section: 'المستخدمون',
    pages: {
      'user-profile': 'ملف المستخدم',
    },
  },
  'ui-components': {
    section: 'مكونات الواجهة',
    pages: {
      alert: 'تنبيه',
      accordion: 'أكورديون',
      avatar: 'الصورة الرمزية',
      chip: 'شريحة',
      dialog: 'مربع حوار',
      list: 'قائمة',
      popover: 'نافذة منبثقة',
      rating: 'التقييم',
      tabs: 'علامات التبويب',
      tooltip: 'تلميح',
      'transfer-list': 'قائمة النقل',
      typography: 'الطباعة',
    },
  },
  pages: {
    section: 'الصفحات',
    pages: {
      casl: 'الأذونات (CASL)',
      treeview: 'عرض شجري',
    },
  },
  tables: {
    section: 'الجداول',
    pages: {
      basic: 'جدول أساسي',
      enhanced: 'جدول محسّن',
      pagination: 'جدول بترقيم الصفحات',
      'fixed-header': 'جدول برأس ثابت',
      collapsible: 'جدول قابل للطي',
      search: 'جدول مع بحث',
    },
  },
  forms: {
    section: 'النماذج',
    pages: {
      autocomplete: 'الإكمال التلقائي',
      button: 'زر',
      checkbox: 'خانة اختيار',
      radio: 'زر اختيار',
      slider: 'شريط التمرير',
      'date-time': 'التاريخ والوقت',
      switch: 'مفتاح تبديل',
      'form-layouts': 'تخطيطات النماذج',
      'form-custom': 'نموذج مخصص',
      'form-wizard': 'معالج النماذج',
      'form-validation': 'التحقق من النموذج',
      'quill-editor': 'محرر Quill',
    },
  },
  charts: {
    section: 'الرسوم البيانية',
    pages: {
      'area-chart': 'مخطط مساحي',
      'line-chart': 'مخطط خطي',
      'gredient-chart': 'مخطط متدرج',
      'candlestick-chart': 'مخطط الشموع',
      'column-chart': 'مخطط عمودي',
      'doughnut-pie-chart': 'مخططات دائرية وحلقية',
      'radialbar-chart': 'مخطط شريطي شعاعي',
    },
  },
  widgets: {
    section: 'الأدوات',
    pages: {
      cards: 'البطاقات',
      banners: 'اللافتات',
      charts: 'الرسوم البيانية',
    },
  },
};

export default ar;
