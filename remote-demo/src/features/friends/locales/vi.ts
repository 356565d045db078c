import type { FriendsTexts } from './en';

const vi: FriendsTexts = {
  description: 'Bạn bè của bạn và nơi tìm thấy họ.',
  search: 'Tìm bạn bè',
  searchPlaceholder: 'Tên hoặc vai trò',
  total: '{{count}} bạn bè',
  socialLinks: 'Trang mạng xã hội của {{name}}',
  profileOn: '{{name}} trên {{network}}',
  notLinked: 'Dữ liệu mẫu: trang {{network}} của {{name}} không được liên kết trong bản demo này.',
  noResults: 'Không có bạn bè nào khớp với “{{query}}”.',
  loadError: 'Không thể tải danh sách bạn bè',
};

export default vi;
