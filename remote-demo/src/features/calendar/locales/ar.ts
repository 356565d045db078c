import type { CalendarTexts } from './en';

const ar: CalendarTexts = {
  description: 'حدّد أيامًا أو فترات زمنية لإضافة حدث، وانقر على حدث لتعديله، واسحبه لنقله.',
  addEvent: 'إضافة حدث',
  today: 'اليوم',
  calendarLabel: 'تقويم الأحداث',
  hints: {
    view: 'عرض {{view}}',
    previous: '{{unit}} السابق',
    next: '{{unit}} التالي',
    goTo: 'الانتقال إلى {{date}}',
    more_zero: 'لا أحداث أخرى ({{count}})',
    more_one: 'عرض حدث آخر ({{count}})',
    more_two: 'عرض حدثين آخرين ({{count}})',
    more_few: 'عرض {{count}} أحداث أخرى',
    more_many: 'عرض {{count}} حدثًا آخر',
    more_other: 'عرض {{count}} حدث آخر',
    events: 'الأحداث',
    changeView: 'تغيير العرض',
  },
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
