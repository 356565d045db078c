/** `orderingPages`: the page titles this remote's placeholder pages and standalone shell show. */
const en = {
  home: 'Welcome to Bếp Nhà',
  foodMenu: 'Food menu',
  foodDetail: 'Food detail',
  comboDetail: 'Combo detail',
  comboDetailV1: 'Combos',
  vouchers: 'Vouchers',
  voucherDetail: 'Voucher detail',
  reviews: 'Customer reviews',
  personalReviews: 'My reviews',
};

export type PageTitles = typeof en;
export default en;
