import type { ShopTexts } from './en';

const vi: ShopTexts = {
  search: 'Tìm sản phẩm',
  searchPlaceholder: 'Tìm theo tên',
  filters: {
    title: 'Bộ lọc',
    open: 'Hiện bộ lọc',
    close: 'Đóng bộ lọc',
    category: 'Danh mục',
    gender: 'Giới tính',
    price: 'Giá',
    color: 'Màu sắc',
    rating: 'Đánh giá',
    all: 'Tất cả',
    reset: 'Xóa bộ lọc',
  },
  categories: { books: 'Sách', fashion: 'Thời trang', electronics: 'Điện tử', toys: 'Đồ chơi' },
  genders: { Men: 'Nam', Women: 'Nữ', Kids: 'Trẻ em' },
  prices: {
    'under-50': 'Dưới {{high}}',
    '50-100': 'Từ {{low}} đến {{high}}',
    '100-200': 'Từ {{low}} đến {{high}}',
    'over-200': 'Trên {{low}}',
  },
  ratingFloor: 'Từ {{count}} sao trở lên',
  colors: {
    blue: 'Xanh dương',
    lime: 'Xanh chanh',
    red: 'Đỏ',
    amber: 'Hổ phách',
    green: 'Xanh lá',
    black: 'Đen',
    pink: 'Hồng',
  },
  sort: {
    label: 'Sắp xếp theo',
    newest: 'Mới nhất',
    'price-desc': 'Giá: cao đến thấp',
    'price-asc': 'Giá: thấp đến cao',
    discounted: 'Đang giảm giá',
  },
  results: 'Tìm thấy sản phẩm: {{count}}',
  cart: { label: 'Giỏ hàng', items: 'sản phẩm' },
  addToCart: 'Thêm vào giỏ hàng',
  addToCartNamed: 'Thêm vào giỏ hàng: {{title}}',
  added: 'Đã thêm {{title}} vào giỏ hàng',
  outOfStock: 'Hết hàng',
  sale: 'Giảm giá',
  was: 'Giá cũ',
  rating: 'Được đánh giá {{rating}}/5',
  empty: {
    title: 'Không có sản phẩm phù hợp',
    description: 'Hãy thử bộ lọc khác, hoặc xóa bộ lọc để xem tất cả sản phẩm.',
  },
  loadError: 'Không thể tải sản phẩm',
};

export default vi;
