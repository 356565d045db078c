import type { PageTitles } from './en';

const ar: PageTitles = {
  home: 'مرحبًا بكم في Bếp Nhà',
  foodMenu: 'قائمة الطعام',
  foodDetail: 'تفاصيل الطبق',
  comboDetail: 'تفاصيل الوجبة المجمعة',
  comboDetailV1: 'الوجبات المجمعة',
  vouchers: 'القسائم',
  voucherDetail: 'تفاصيل القسيمة',
  reviews: 'آراء العملاء',
  personalReviews: 'تقييماتي',
};

export default ar;
