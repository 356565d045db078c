import type { CommonTranslations } from './en';

/** Vietnamese, the restaurant's own language: the words a Vietnamese restaurant's site uses. One plural form. */
const vi: CommonTranslations = {
  brand: 'Bếp Nhà',
  pageTitle: '{{page}} — {{brand}}',
  loading: 'Đang tải…',
  retry: 'Thử lại',
  empty: {
    title: 'Chưa có gì ở đây',
    description: 'Hiện chưa có nội dung để hiển thị.',
  },
  error: {
    title: 'Đã xảy ra lỗi!',
    description: 'Không tải được nội dung này.',
  },
  unavailable: {
    title: 'Mục này tạm thời không khả dụng',
    description: 'Vui lòng thử lại sau ít phút.',
    retry: 'Thử lại',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
    backHome: 'Về trang chủ',
  },
  breadcrumb: {
    label: 'Đường dẫn',
    home: 'Trang chủ',
  },
  actions: {
    close: 'Đóng',
    cancel: 'Hủy',
    confirm: 'Xác nhận',
    save: 'Lưu',
    submit: 'Gửi',
    delete: 'Xóa',
    edit: 'Sửa',
    add: 'Thêm',
    back: 'Quay lại',
    next: 'Tiếp',
    previous: 'Trước',
    search: 'Tìm kiếm',
    viewAll: 'Xem tất cả',
    seeMore: 'Xem thêm',
  },
  pagination: {
    label: 'Phân trang',
    page: 'Trang {{page}}/{{total}}',
  },
  search: {
    placeholder: 'Tìm kiếm…',
    noResults: 'Không có kết quả',
  },
  form: {
    required: 'Vui lòng điền mục này',
    invalidEmail: 'Vui lòng nhập email hợp lệ',
  },
  a11y: {
    skipToContent: 'Bỏ qua, đến nội dung chính',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    toggleColorMode: 'Chuyển giữa chế độ sáng và tối',
  },
  language: {
    label: 'Ngôn ngữ',
    en: 'English',
    fr: 'Français',
    ar: 'العربية',
    ch: '中文',
    vi: 'Tiếng Việt',
  },
  managersOnly: {
    code: '403',
    title: 'Chỉ dành cho quản lý',
    body: 'Trang này dành cho quản lý nhà hàng. Tài khoản nhân viên của bạn dùng được các trang quản trị khác.',
    home: 'Về bảng đơn hàng',
  },
  staffOnly: {
    checking: 'Đang kiểm tra tài khoản…',
    code: '403',
    title: 'Chỉ dành cho nhân viên',
    body: 'Trang này dành cho nhân viên nhà hàng. Bạn đang đăng nhập bằng tài khoản thực khách.',
    home: 'Về trang chủ',
  },
  yes: 'Có',
  no: 'Không',
};

export default vi;
