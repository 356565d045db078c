import type { NotesTexts } from './en';

const ar: NotesTexts = {
  search: 'البحث في الملاحظات',
  list: 'ملاحظاتك',
  add: 'إضافة ملاحظة',
  addTitle: 'ملاحظة جديدة',
  text: 'نص الملاحظة',
  textRequired: 'اكتب الملاحظة أولاً',
  colour: 'اللون',
  colours: { info: 'أزرق', error: 'أحمر', warning: 'برتقالي', success: 'أخضر' },
  delete: 'حذف الملاحظة: {{title}}',
  deleteSelected: 'حذف الملاحظة',
  deleted: 'تم حذف الملاحظة',
  added: 'تمت إضافة الملاحظة',
  recoloured: 'تم تغيير اللون إلى {{colour}}',
  editor: 'تعديل الملاحظة',
  editorHint: 'تُحفظ التغييرات أثناء الكتابة.',
  noneSelected: 'اختر ملاحظة لتعديلها.',
  created: 'أُنشئت في {{date}}',
  untitled: 'ملاحظة فارغة',
  closeEditor: 'إغلاق المحرر',
  empty: { title: 'لا توجد ملاحظات بعد', description: 'أضف ملاحظة لتحتفظ بفكرة لوقت لاحق.' },
  noMatch: { title: 'لا توجد ملاحظة تطابق بحثك', description: 'جرّب كلمات أخرى.' },
  loadError: 'تعذّر تحميل الملاحظات',
};

export default ar;
