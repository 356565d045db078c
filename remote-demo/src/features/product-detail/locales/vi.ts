import type { ProductDetailTexts } from './en';

const vi: ProductDetailTexts = {
  inStock: 'Còn hàng',
  outOfStock: 'Hết hàng',
  category: 'Danh mục',
  categories: { books: 'Sách', fashion: 'Thời trang', electronics: 'Điện tử', toys: 'Đồ chơi' },
  was: 'Giá cũ',
  rating: 'Được đánh giá {{rating}}/5',
  color: 'Màu sắc',
  colors: {
    blue: 'Xanh dương',
    lime: 'Xanh chanh',
    red: 'Đỏ',
    amber: 'Hổ phách',
    green: 'Xanh lá',
    black: 'Đen',
    pink: 'Hồng',
  },
  quantity: 'Số lượng',
  decrease: 'Giảm số lượng',
  increase: 'Tăng số lượng',
  addToCart: 'Thêm vào giỏ hàng',
  buyNow: 'Mua ngay',
  added: 'Đã thêm {{count}} × {{title}} vào giỏ hàng',
  cart: { label: 'Giỏ hàng', items: 'sản phẩm' },
  gallery: {
    label: 'Hình ảnh sản phẩm',
    views: { full: 'Toàn bộ sản phẩm', closeUp: 'Cận cảnh', mirrored: 'Mặt còn lại' },
    show: 'Xem ảnh: {{view}}',
  },
  tabs: { label: 'Thông tin sản phẩm', description: 'Mô tả', reviews: 'Đánh giá ({{count}})' },
  reviews: { by: 'Đánh giá của {{name}}', rating: 'Được đánh giá {{rating}}/5' },
  related: 'Sản phẩm liên quan',
  notFound: {
    title: 'Không tìm thấy sản phẩm',
    description: 'Không có sản phẩm nào với mã số này. Có thể sản phẩm đã bị gỡ.',
    back: 'Quay lại cửa hàng',
  },
  loadError: 'Không thể tải sản phẩm',
};

export default vi;
