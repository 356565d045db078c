import type { TicketsTexts } from './en';

const ar: TicketsTexts = {
  filters: 'تصفية التذاكر حسب الحالة',
  counters: { total_tickets: 'كل التذاكر', Pending: 'قيد الانتظار', Open: 'مفتوحة', Closed: 'مغلقة' },
  status: { Pending: 'قيد الانتظار', Open: 'مفتوحة', Closed: 'مغلقة' },
  search: 'البحث في التذاكر',
  table: 'تذاكر الدعم',
  columns: {
    id: 'الرقم',
    ticket: 'التذكرة',
    agent: 'مسندة إلى',
    status: 'الحالة',
    date: 'التاريخ',
    actions: 'إجراءات',
  },
  delete: 'حذف التذكرة: {{title}}',
  confirmTitle: 'هل تريد حذف هذه التذكرة؟',
  confirmBody: 'ستتم إزالة «{{title}}» حتى نهاية هذه الجلسة.',
  deleted: 'تم حذف التذكرة',
  showing: '{{from}}–{{to}} من {{total}}',
  pagination: 'صفحات التذاكر',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  pageLabel: 'الصفحة {{page}}',
  empty: { title: 'لا توجد تذاكر هنا', description: 'لا توجد تذكرة تطابق هذه الحالة وهذا البحث.' },
  loadError: 'تعذّر تحميل التذاكر',
};

export default ar;
