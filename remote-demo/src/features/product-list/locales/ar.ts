import type { ProductListTexts } from './en';

const ar: ProductListTexts = {
  caption: 'منتجات تجريبية',
  search: { label: 'البحث في المنتجات', placeholder: 'العنوان أو الفئة' },
  selectedCount: 'المحدد: {{count}}',
  deleteSelected: 'حذف المحدد',
  columns: { title: 'المنتج', category: 'الفئة', created: 'التاريخ', stock: 'الحالة', price: 'السعر' },
  selectAll: 'تحديد كل المنتجات',
  selectRow: 'تحديد {{title}}',
  stock: { in: 'متوفر', out: 'غير متوفر' },
  rowsPerPage: 'عدد الصفوف في الصفحة',
  dense: 'صفوف مضغوطة',
  range: '{{from}}–{{to}} من {{total}}',
  pagination: {
    label: 'صفحات المنتجات',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: 'الصفحة {{page}} من {{total}}',
  },
  dialog: {
    title: 'هل تريد حذف المنتجات المحددة؟',
    description: 'المنتجات المراد حذفها: {{count}}. ستُزال من القائمة طوال هذه الجلسة.',
    cancel: 'إلغاء',
    confirm: 'حذف',
  },
  deleted: 'المنتجات المحذوفة: {{count}}',
  empty: { title: 'لم يتم العثور على منتجات', description: 'جرّب بحثًا آخر.' },
  error: 'تعذر تحميل المنتجات',
  categories: { books: 'كتب', fashion: 'أزياء', electronics: 'إلكترونيات', toys: 'ألعاب' },
};

export default ar;
