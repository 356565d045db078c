import type { PageTitles } from './en';

const ch: PageTitles = {
  home: '欢迎来到 Bếp Nhà',
  foodMenu: '菜单',
  foodDetail: '菜品详情',
  comboDetail: '套餐详情',
  comboDetailV1: '套餐',
  vouchers: '优惠券',
  voucherDetail: '优惠券详情',
  reviews: '顾客评价',
  personalReviews: '我的评价',
};

export default ch;
