import type { DemoTexts } from './en';

const vi: DemoTexts = {
  dashboards: {
    section: 'Bảng điều khiển',
    pages: {
      ecommerce: 'Bảng điều khiển bán hàng',
    },
  },
  apps: {
    section: 'Ứng dụng',
    pages: {
      contacts: 'Danh bạ',
      'blog-posts': 'Bài viết',
      'blog-detail': 'Chi tiết bài viết',
      chats: 'Trò chuyện',
      email: 'Email',
      notes: 'Ghi chú',
      tickets: 'Phiếu hỗ trợ',
      followers: 'Người theo dõi',
      friends: 'Bạn bè',
      gallery: 'Thư viện ảnh',
      calendar: 'Lịch',
    },
  },
  ecommerce: {
    section: 'Bán hàng',
    pages: {
      shop: 'Cửa hàng',
      'eco-product-list': 'Danh sách sản phẩm',
      'eco-checkout': 'Thanh toán',
      detail: 'Chi tiết sản phẩm',
    },
  },
  user: {
    section: 'Người dùng',
    pages: {
      'user-profile': 'Hồ sơ người dùng',
    },
  },
  'ui-components': {
    section: 'Thành phần giao diện',
    pages: {
      alert: 'Thông báo',
      accordion: 'Accordion',
      avatar: 'Ảnh đại diện',
      chip: 'Nhãn',
      dialog: 'Hộp thoại',
      list: 'Danh sách',
      popover: 'Popover',
      rating: 'Đánh giá',
      tabs: 'Tab',
      tooltip: 'Chú thích',
      'transfer-list': 'Danh sách chuyển',
      typography: 'Kiểu chữ',
    },
  },
  pages: {
    section: 'Trang',
    pages: {
      casl: 'Phân quyền (CASL)',
      treeview: 'Cây thư mục',
    },
  },
  tables: {
    section: 'Bảng',
    pages: {
      basic: 'Bảng cơ bản',
      enhanced: 'Bảng nâng cao',
      pagination: 'Bảng phân trang',
      'fixed-header': 'Bảng cố định tiêu đề',
      collapsible: 'Bảng thu gọn',
      search: 'Bảng tìm kiếm',
    },
  },
  forms: {
    section: 'Biểu mẫu',
    pages: {
      autocomplete: 'Tự động gợi ý',
      button: 'Nút',
      checkbox: 'Ô đánh dấu',
      radio: 'Nút chọn',
      slider: 'Thanh trượt',
      'date-time': 'Ngày & giờ',
      switch: 'Công tắc',
      'form-layouts': 'Bố cục biểu mẫu',
      'form-custom': 'Biểu mẫu tùy chỉnh',
      'form-wizard': 'Biểu mẫu nhiều bước',
      'form-validation': 'Kiểm tra biểu mẫu',
      'quill-editor': 'Trình soạn thảo Quill',
    },
  },
  charts: {
    section: 'Biểu đồ',
    pages: {
      'area-chart': 'Biểu đồ miền',
      'line-chart': 'Biểu đồ đường',
      'gredient-chart': 'Biểu đồ chuyển màu',
      'candlestick-chart': 'Biểu đồ nến',
      'column-chart': 'Biểu đồ cột',
      'doughnut-pie-chart': 'Biểu đồ vành khuyên & tròn',
      'radialbar-chart': 'Biểu đồ thanh tròn',
    },
  },
  widgets: {
    section: 'Tiện ích',
    pages: {
      cards: 'Thẻ',
      banners: 'Biểu ngữ',
      charts: 'Biểu đồ',
    },
  },
};

export default vi;
