import type { CalendarTexts } from './en';

const ar: CalendarTexts = {
  description: 'حدّد أيامًا أو فترات زمنية لإضافة حدث، وانقر على حدث لتعديله، واسحبه لنقله.',
  addEvent: 'إضافة حدث',
  calendarLabel: 'تقويم الأحداث',
  dialog: {
    addTitle: 'حدث جديد',
    editTitle: 'تعديل الحدث',
    title: 'العنوان',
    titlePlaceholder: 'ما الذي سيحدث؟',
    allDay: 'طوال اليوم',
    start: 'البداية',
    end: 'النهاية',
    lastDay: 'اليوم الأخير',
    color: 'اللون',
    save: 'حفظ الحدث',
    delete: 'حذف الحدث',
  },
  colors: {
    blue: 'أزرق',
    aqua: 'أزرق مائي',
    purple: 'بنفسجي',
    green: 'أخضر',
    cyan: 'سماوي',
    orange: 'برتقالي',
  },
  errors: {
    required: 'هذا الحقل مطلوب',
    invalid: 'أدخل تاريخًا صالحًا',
    endBeforeStart: 'يجب أن تكون النهاية بعد البداية',
  },
};

export default ar;
