import type { TreeviewTexts } from './en';

const ch: TreeviewTexts = {
  intro: '方向键在树中移动，右键和左键展开或收起文件夹，Home 和 End 跳到首尾，输入名称的开头字母即可找到它。',
  files: '项目文件',
  controlled: '受控',
  expandAll: '全部展开',
  collapseAll: '全部收起',
  selected: '已选择：{{name}}',
  nothingSelected: '尚未选择。',
  multiple: '多选',
  multipleTree: '要分享的文件',
  multipleHint: '按住 Ctrl 或 Shift，或按空格键，可选择多个文件。',
  selectedCount: '已选择 {{count}} 个',
  keyboard: '键盘',
  keys: {
    arrows: '上和下：上一项和下一项',
    rightLeft: '右和左：展开或进入文件夹，收起或返回上级文件夹',
    homeEnd: 'Home 和 End：第一项和最后一项',
    enter: 'Enter 或空格：选择',
    typeahead: '字母：下一个以这些字母开头的项目',
    star: '星号：展开同一层级的所有文件夹',
  },
};

export default ch;
