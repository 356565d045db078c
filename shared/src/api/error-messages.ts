/**
 * Vietnamese defaults of spec section 8, shown when the server sends no `message`.
 * The exact strings of login, register, vouchers, combos, foods and reviews come from the spec; the rest were
 * "not shown" there, so they follow the same "Lấy ... thất bại!" pattern.
 */
const GENERIC_MESSAGE = 'Đã xảy ra lỗi!';

export const ERROR_MESSAGES = {
  generic: GENERIC_MESSAGE,
  login: 'Đã xảy ra lỗi!',
  register: 'Đăng ký thất bại!',
  vouchers: 'Lấy voucher thất bại!',
  voucherDetail: 'Lấy chi tiết voucher thất bại!',
  combos: 'Lấy combo thất bại!',
  comboDetail: 'Lấy chi tiết combo thất bại!',
  foods: 'Lấy danh sách món ăn thất bại!',
  foodDetail: GENERIC_MESSAGE,
  cart: GENERIC_MESSAGE,
  addToCart: GENERIC_MESSAGE,
  reviews: 'Lấy đánh giá nhà hàng thất bại!',
  averageRatings: 'Lấy điểm đánh giá trung bình thất bại!',
  myReview: 'Lấy đánh giá của bạn thất bại!',
  createReview: GENERIC_MESSAGE,
  floors: 'Lấy danh sách tầng thất bại!',
  floorDetails: 'Lấy chi tiết tầng thất bại!',
  seatSuggestions: 'Lấy gợi ý chỗ ngồi thất bại!',
  reservations: 'Lấy danh sách đặt bàn thất bại!',
  availability: 'Lấy tình trạng bàn trống thất bại!',
  // Issue 18: the checkout and the diner's orders.
  placeOrder: 'Đặt món thất bại!',
  orders: 'Lấy danh sách đơn hàng thất bại!',
  orderDetail: 'Lấy chi tiết đơn hàng thất bại!',
  cancelOrder: 'Hủy đơn hàng thất bại!',
  pickupSlots: 'Lấy giờ nhận món thất bại!',
  voucherPreview: 'Kiểm tra voucher thất bại!',
  bankAccounts: 'Lấy tài khoản ngân hàng thất bại!',
} as const satisfies Record<string, string>;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;
