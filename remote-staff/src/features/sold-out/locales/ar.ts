import type { SoldOutTexts } from './en';

const ar: SoldOutTexts = {
  title: 'نفد اليوم',
  subtitle: 'علِّم ما نفد من المطبخ: تعرضه القائمة كنافد ولا يمكن لأحد طلبه.',
  todayOnly: 'العلامة صالحة لليوم فقط: غدًا يعود كل شيء للبيع تلقائيًا.',
  filter: 'التصفية بالاسم',
  filterHint: 'الاسم الفيتنامي أو الإنجليزي، والتشكيل اختياري',
  loading: 'جارٍ تحميل القائمة…',
  dishes: 'الأطباق',
  combos: 'الوجبات المجمّعة',
  summary: 'نفد اليوم: {{count}}',
  noMatch: 'لا شيء هنا يطابق «{{q}}».',
  empty: 'لا شيء في القائمة بعد.',
  combosNote: 'تنفد الوجبة المجمّعة أيضًا ما دام أحد أطباقها نافدًا.',
  offMenu: 'خارج القائمة',
  soldOutBadge: 'نفد اليوم',
  onSaleBadge: 'متوفر',
  switchLabel: 'نفد اليوم',
  marked: 'نفد {{name}} لهذا اليوم.',
  cleared: 'عاد {{name}} إلى البيع.',
  markedBy: 'سجّله {{name}}',
};

export default ar;
