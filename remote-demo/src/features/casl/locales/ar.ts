import type { CaslTexts } from './en';

const ar: CaslTexts = {
  intro: 'بدّل الدور: تتبع الإجراءات المتاحة لكل عنصر صلاحيات الدور، والقواعد نفسها تحمي الإجراءات ذاتها.',
  role: 'الدور',
  roles: { admin: 'مدير النظام', manager: 'مدير', subscriber: 'مشترك' },
  permissions: 'الصلاحيات',
  permissionsOf: {
    admin: 'يمكنه تعديل المنشورات وحذفها.',
    manager: 'يمكنه تعديل المنشورات دون حذفها.',
    subscriber: 'يمكنه قراءة المنشورات فقط.',
  },
  posts: 'المنشورات',
  edit: 'تعديل',
  delete: 'حذف',
  editPost: 'تعديل «{{title}}»',
  deletePost: 'حذف «{{title}}»',
  title: 'العنوان',
  save: 'حفظ',
  cancel: 'إلغاء',
  showForbidden: 'إظهار الإجراءات الممنوعة على هذا الدور أيضًا (لتجربة الحماية)',
  saved: 'حُفظ «{{title}}».',
  deleted: 'حُذف «{{title}}».',
  refused: 'مرفوض: لا يحق لدور {{role}} {{action}} المنشورات.',
  actions: { edit: 'تعديل', delete: 'حذف' },
  empty: 'لم يتبقَّ أي منشور.',
  restore: 'استعادة المنشورات',
};

export default ar;
