import type { GalleryTexts } from './en';

const ar: GalleryTexts = {
  description: 'صور الفريق والمطعم. افتح أي صورة لتراها بحجم أكبر.',
  search: 'البحث في الصور',
  searchPlaceholder: 'اسم الصورة',
  total: '{{count}} صورة',
  open: 'فتح {{name}}',
  viewer: {
    position: 'الصورة {{current}} من {{total}}',
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
    hint: 'استخدم مفاتيح الأسهم للتنقل بين الصور، و Escape للإغلاق.',
  },
  noResults: 'لا توجد صورة تطابق «{{query}}».',
  loadError: 'تعذّر تحميل المعرض',
};

export default ar;
