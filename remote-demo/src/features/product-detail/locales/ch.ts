import type { ProductDetailTexts } from './en';

const ch: ProductDetailTexts = {
  inStock: '有货',
  outOfStock: '缺货',
  category: '类别',
  categories: { books: '图书', fashion: '时尚', electronics: '电子产品', toys: '玩具' },
  was: '原价',
  rating: '评分 {{rating}}（满分 5）',
  color: '颜色',
  colors: {
    blue: '蓝色',
    lime: '青柠色',
    red: '红色',
    amber: '琥珀色',
    green: '绿色',
    black: '黑色',
    pink: '粉色',
  },
  quantity: '数量',
  decrease: '减少数量',
  increase: '增加数量',
  addToCart: '加入购物车',
  buyNow: '立即购买',
  added: '已将 {{count}} × {{title}} 加入购物车',
  cart: { label: '购物车', items: '件商品' },
  gallery: {
    label: '商品图片',
    views: { full: '商品全貌', closeUp: '特写', mirrored: '另一侧' },
    show: '显示图片：{{view}}',
  },
  tabs: { label: '商品信息', description: '商品描述', reviews: '评价（{{count}}）' },
  reviews: { by: '{{name}} 的评价', rating: '评分 {{rating}}（满分 5）' },
  related: '相关商品',
  notFound: { title: '未找到商品', description: '没有此编号的商品，可能已被移除。', back: '返回商店' },
  loadError: '无法加载商品',
};

export default ch;
