import type { FollowersTexts } from './en';

const vi: FollowersTexts = {
  description: 'Những người đang theo dõi bạn. Theo dõi lại để xem cập nhật của họ.',
  search: 'Tìm người theo dõi',
  searchPlaceholder: 'Tên, vai trò hoặc quốc gia',
  counts: {
    label: 'Tóm tắt theo dõi',
    followers: 'Người theo dõi',
    following: 'Đang theo dõi',
  },
  follow: 'Theo dõi',
  following: 'Đang theo dõi',
  country: 'Quốc gia',
  noResults: 'Không có người theo dõi nào khớp với “{{query}}”.',
  loadError: 'Không thể tải danh sách người theo dõi',
};

export default vi;
