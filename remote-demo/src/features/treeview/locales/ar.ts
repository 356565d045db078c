import type { TreeviewTexts } from './en';

const ar: TreeviewTexts = {
  intro:
    'تتنقل مفاتيح الأسهم في الشجرة، ويفتح السهمان الأيمن والأيسر المجلدات ويغلقانها، وينقل Home وEnd إلى الطرفين، وكتابة أول أحرف الاسم تعثر عليه.',
  files: 'ملفات المشروع',
  controlled: 'متحكَّم بها',
  expandAll: 'توسيع الكل',
  collapseAll: 'طي الكل',
  selected: 'المحدد: {{name}}',
  nothingSelected: 'لم يُحدَّد شيء بعد.',
  multiple: 'تحديد متعدد',
  multipleTree: 'ملفات للمشاركة',
  multipleHint: 'اضغط Ctrl أو Shift، أو مفتاح المسافة، لتحديد عدة ملفات.',
  selectedCount: 'محدد: {{count}}',
  keyboard: 'لوحة المفاتيح',
  keys: {
    arrows: 'أعلى وأسفل: العنصر السابق والتالي',
    rightLeft: 'السهمان الجانبيان: فتح المجلد أو دخوله، وإغلاقه أو الرجوع إلى المجلد الأب',
    homeEnd: 'Home وEnd: أول عنصر وآخر عنصر',
    enter: 'Enter أو المسافة: تحديد',
    typeahead: 'الأحرف: العنصر التالي الذي يبدأ اسمه بها',
    star: 'النجمة: فتح كل المجلدات في المستوى نفسه',
  },
};

export default ar;
