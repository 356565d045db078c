import type { TablesTexts } from './en';

const ar: TablesTexts = {
  columns: {
    id: 'الطلب',
    customer: 'العميل',
    product: 'المنتج',
    status: 'الحالة',
    amount: 'المبلغ',
    date: 'التاريخ',
    quantity: 'الكمية',
  },
  status: { delivered: 'تم التسليم', pending: 'قيد الانتظار', shipped: 'تم الشحن', cancelled: 'ملغى' },
  orderNumber: 'رقم {{id}}',
  basic: {
    description: 'جداول واضحة لأي قائمة بألوان علامتك التجارية: بسيطة، مخططة، مع صور وشارات حالة.',
    simple: 'جدول بسيط',
    simpleCaption: 'آخر خمسة طلبات',
    striped: 'جدول مخطط بحدود للأعمدة',
    avatars: 'العملاء مع الصور الرمزية والحالة',
    small: 'جدول تفاعلي صغير',
  },
  enhanced: {
    description: 'افرز أي عمود، وحدد صفوفًا لحذفها معًا، وتصفح الطلبات، وانتقل إلى العرض المضغوط.',
    title: 'الطلبات',
    selectAll: 'تحديد كل صفوف هذه الصفحة',
    selectRow: 'تحديد الطلب {{id}}',
    selected: 'المحدد: {{count}}',
    deleteSelected: 'حذف المحدد',
    deleted: 'الطلبات المحذوفة: {{count}}',
    dense: 'صفوف مضغوطة',
    sortBy: 'فرز حسب {{column}}',
    empty: 'لم تبق أي طلبات',
    reset: 'استعادة الطلبات',
  },
  paging: {
    rowsPerPage: 'صفوف في الصفحة',
    all: 'الكل',
    range: '{{from}}–{{to}} من {{total}}',
    first: 'الصفحة الأولى',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    last: 'الصفحة الأخيرة',
    navigation: 'صفحات {{table}}',
  },
  pagination: {
    description: 'تصفح 42 طلبًا: الأولى والسابقة والتالية والأخيرة، مع 5 أو 10 أو 25 صفًا أو كل الصفوف.',
    title: 'طلبات مقسمة إلى صفحات',
  },
  fixedHeader: {
    description: 'تبقى عناوين الأعمدة ظاهرة أثناء تمرير الطلبات.',
    title: 'طلبات برأس ثابت',
    region: 'الطلبات، قابلة للتمرير',
  },
  collapsible: {
    description: 'يُفتح كل طلب ليعرض سجل مشترياته.',
    title: 'طلبات مع السجل',
    history: 'السجل',
    historyOf: 'سجل مشتريات الطلب {{id}}',
    expand: 'إظهار سجل الطلب {{id}}',
    collapse: 'إخفاء سجل الطلب {{id}}',
  },
  search: {
    description: 'تُصفّى الصفوف أثناء الكتابة حسب العميل أو المنتج أو الحالة.',
    title: 'البحث في الطلبات',
    label: 'البحث في الطلبات',
    placeholder: 'العميل أو المنتج أو الحالة',
    results: 'الطلبات الموجودة: {{count}}',
    noResults: 'لا يوجد طلب يطابق «{{query}}»',
  },
};

export default ar;
