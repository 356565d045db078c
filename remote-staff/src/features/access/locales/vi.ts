import type { AccessTexts } from './en';

const vi: AccessTexts = {
  signIn: {
    title: 'Đăng nhập (chạy riêng)',
    hint: 'Khi chạy riêng, phần quản lý này không có trang đăng nhập của mình: hãy đăng nhập tại đây bằng tài khoản nhân viên.',
    email: 'Địa chỉ email',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    required: 'Vui lòng điền vào ô này.',
  },
};

export default vi;
