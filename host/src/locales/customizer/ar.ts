import type { HostCustomizerTranslations } from './en';

const ar: HostCustomizerTranslations = {
  customizer: {
    title: 'الإعدادات',
    theme: 'سمة الألوان',
    themes: {
      blue: 'أزرق',
      aqua: 'مائي',
      purple: 'بنفسجي',
      green: 'أخضر',
      cyan: 'سماوي',
      orange: 'برتقالي',
    },
    mode: 'الوضع',
    light: 'فاتح',
    dark: 'داكن',
    direction: 'اتجاه النص',
    ltr: 'من اليسار إلى اليمين',
    rtl: 'من اليمين إلى اليسار',
    container: 'عرض التخطيط',
    boxed: 'محدود',
    fullWidth: 'عرض كامل',
    layout: 'تخطيط التنقل',
    horizontal: 'أفقي',
    vertical: 'عمودي',
    sidebar: 'شريط جانبي مطوي',
    language: 'اللغة',
    cardShadow: 'ظل البطاقات',
    borderRadius: 'استدارة الحواف',
    borderRadiusValue: '{{value}} بكسل',
    close: 'إغلاق الإعدادات',
  },
};

export default ar;
