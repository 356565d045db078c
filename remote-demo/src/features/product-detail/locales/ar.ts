import type { ProductDetailTexts } from './en';

const ar: ProductDetailTexts = {
  inStock: 'متوفر',
  outOfStock: 'غير متوفر',
  category: 'الفئة',
  categories: { books: 'كتب', fashion: 'أزياء', electronics: 'إلكترونيات', toys: 'ألعاب' },
  was: 'كان',
  rating: 'التقييم {{rating}} من 5',
  color: 'اللون',
  colors: {
    blue: 'أزرق',
    lime: 'ليموني',
    red: 'أحمر',
    amber: 'كهرماني',
    green: 'أخضر',
    black: 'أسود',
    pink: 'وردي',
  },
  quantity: 'الكمية',
  decrease: 'إنقاص الكمية',
  increase: 'زيادة الكمية',
  addToCart: 'أضف إلى السلة',
  buyNow: 'اشترِ الآن',
  added: 'تمت إضافة {{count}} × {{title}} إلى السلة',
  cart: { label: 'السلة', items: 'قطع' },
  gallery: {
    label: 'صور المنتج',
    views: { full: 'المنتج كاملاً', closeUp: 'لقطة مقرّبة', mirrored: 'الجهة الأخرى' },
    show: 'عرض الصورة: {{view}}',
  },
  tabs: { label: 'معلومات المنتج', description: 'الوصف', reviews: 'المراجعات ({{count}})' },
  reviews: { by: 'مراجعة من {{name}}', rating: 'التقييم {{rating}} من 5' },
  related: 'منتجات ذات صلة',
  notFound: {
    title: 'المنتج غير موجود',
    description: 'لا يوجد منتج بهذا الرقم. ربما تمت إزالته.',
    back: 'العودة إلى المتجر',
  },
  loadError: 'تعذّر تحميل المنتج',
};

export default ar;
