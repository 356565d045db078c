import type { HostCustomizerTranslations } from './en';

const vi: HostCustomizerTranslations = {
  customizer: {
    title: 'Cài đặt',
    theme: 'Màu giao diện',
    themes: {
      blue: 'Xanh dương',
      aqua: 'Xanh ngọc',
      purple: 'Tím',
      green: 'Xanh lá',
      cyan: 'Xanh lơ',
      orange: 'Cam',
    },
    mode: 'Chế độ',
    light: 'Sáng',
    dark: 'Tối',
    direction: 'Hướng chữ',
    ltr: 'Trái sang phải',
    rtl: 'Phải sang trái',
    container: 'Độ rộng bố cục',
    boxed: 'Thu gọn',
    fullWidth: 'Toàn màn hình',
    layout: 'Kiểu điều hướng',
    horizontal: 'Ngang',
    vertical: 'Dọc',
    sidebar: 'Thu gọn thanh bên',
    language: 'Ngôn ngữ',
    cardShadow: 'Đổ bóng thẻ',
    borderRadius: 'Bo góc',
    borderRadiusValue: '{{value}} px',
    close: 'Đóng cài đặt',
  },
};

export default vi;
