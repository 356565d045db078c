import type { GalleryTexts } from './en';

const ch: GalleryTexts = {
  description: '团队和餐厅的照片。打开任意一张查看大图。',
  search: '搜索照片',
  searchPlaceholder: '照片名称',
  total: '{{count}} 张照片',
  open: '打开 {{name}}',
  viewer: {
    position: '第 {{current}} 张，共 {{total}} 张',
    previous: '上一张',
    next: '下一张',
    hint: '使用方向键切换照片，按 Esc 关闭。',
  },
  noResults: '没有与“{{query}}”匹配的照片。',
  loadError: '无法加载图库',
};

export default ch;
