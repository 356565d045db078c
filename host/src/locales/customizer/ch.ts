import type { HostCustomizerTranslations } from './en';

const ch: HostCustomizerTranslations = {
  customizer: {
    title: '设置',
    theme: '颜色主题',
    themes: {
      blue: '蓝色',
      aqua: '水绿色',
      purple: '紫色',
      green: '绿色',
      cyan: '青色',
      orange: '橙色',
    },
    mode: '模式',
    light: '浅色',
    dark: '深色',
    direction: '文字方向',
    ltr: '从左到右',
    rtl: '从右到左',
    container: '布局宽度',
    boxed: '盒式',
    fullWidth: '全宽',
    layout: '导航布局',
    horizontal: '水平',
    vertical: '垂直',
    sidebar: '收起侧边栏',
    language: '语言',
    cardShadow: '卡片阴影',
    borderRadius: '圆角半径',
    borderRadiusValue: '{{value}} 像素',
    close: '关闭设置',
  },
};

export default ch;
