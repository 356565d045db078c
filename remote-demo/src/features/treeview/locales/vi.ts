import type { TreeviewTexts } from './en';

const vi: TreeviewTexts = {
  intro:
    'Dùng phím mũi tên để di chuyển trong cây, phím Phải và Trái để mở và đóng thư mục, Home và End để đến đầu và cuối, gõ vài chữ cái đầu của tên để tìm nhanh.',
  files: 'Tệp dự án',
  controlled: 'Có điều khiển',
  expandAll: 'Mở rộng tất cả',
  collapseAll: 'Thu gọn tất cả',
  selected: 'Đã chọn: {{name}}',
  nothingSelected: 'Chưa chọn mục nào.',
  multiple: 'Chọn nhiều mục',
  multipleTree: 'Tệp cần chia sẻ',
  multipleHint: 'Giữ Ctrl hoặc Shift, hoặc nhấn phím cách, để chọn nhiều tệp.',
  selectedCount: 'Đã chọn {{count}}',
  keyboard: 'Bàn phím',
  keys: {
    arrows: 'Lên và Xuống: mục trước và mục sau',
    rightLeft: 'Phải và Trái: mở hoặc đi vào, đóng hoặc về thư mục cha',
    homeEnd: 'Home và End: mục đầu tiên và mục cuối cùng',
    enter: 'Enter hoặc phím cách: chọn',
    typeahead: 'Chữ cái: mục tiếp theo có tên bắt đầu bằng các chữ đó',
    star: 'Dấu sao: mở mọi thư mục cùng cấp',
  },
};

export default vi;
