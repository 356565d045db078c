import type { HostTranslations } from './en';

const vi: HostTranslations = {
  brand: 'Bếp Nhà',
  header: {
    cart_zero: 'Giỏ hàng, {{count}} món',
    cart_other: 'Giỏ hàng, {{count}} món',
    // What the cart button shows, the ordering remote's word: the remote's button replaces this one at its size.
    cartButton: 'Giỏ hàng',
    account: 'Tài khoản',
    login: 'Đăng nhập',
    register: 'Đăng ký',
    logout: 'Đăng xuất',
    settings: 'Cài đặt hiển thị',
    openNavigation: 'Mở menu điều hướng',
    mainNavigation: 'Điều hướng chính',
    collapseSidebar: 'Thu gọn thanh bên',
    expandSidebar: 'Mở rộng thanh bên',
    toggleMode: 'Chuyển chế độ sáng / tối',
    myOrders: 'Đơn hàng của tôi',
    myReservations: 'Bàn đã đặt',
    myReview: 'Đánh giá của tôi',
    verified: 'Đã xác minh',
    verifiedAccount: 'Địa chỉ email đã được xác minh',
    accountNeedsAttention: 'Tài khoản: địa chỉ email của bạn cần được kiểm tra',
    emailUndeliverable:
      'Email chúng tôi gửi đến địa chỉ này bị từ chối. Hãy kiểm tra địa chỉ có đúng và hộp thư có nhận thư không: mã xác minh, liên kết và xác nhận đặt bàn đều được gửi đến đó.',
  },
  footer: {
    tagline: 'Cơm nhà Việt, nấu bằng cả tấm lòng.',
    rights: '© {{year}} Bếp Nhà. Bảo lưu mọi quyền.',
    explore: 'Khám phá',
    account: 'Tài khoản của bạn',
  },
  remoteUnavailable: {
    title: 'Mục này tạm thời không khả dụng',
    description: 'Các phần khác của trang vẫn hoạt động. Vui lòng thử lại sau ít phút.',
    retry: 'Thử lại',
  },
  remoteIncompatible: {
    title: 'Mục này đang chờ cập nhật',
    description:
      'Mục này được làm cho một phiên bản khác của trang nên chưa thể hiển thị. Các phần khác vẫn hoạt động.',
  },
  nav: {
    home: 'Trang chủ',
    menu: 'Thực đơn',
    vouchers: 'Mã giảm giá',
    reviews: 'Đánh giá',
    myReviews: 'Đánh giá của tôi',
    reservation: 'Đặt bàn',
  },
};

export default vi;
