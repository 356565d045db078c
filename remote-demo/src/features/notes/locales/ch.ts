import type { NotesTexts } from './en';

const ch: NotesTexts = {
  search: '搜索便签',
  list: '你的便签',
  add: '添加便签',
  addTitle: '新建便签',
  text: '便签内容',
  textRequired: '请先填写便签内容',
  colour: '颜色',
  colours: { info: '蓝色', error: '红色', warning: '橙色', success: '绿色' },
  delete: '删除便签：{{title}}',
  deleteSelected: '删除便签',
  deleted: '便签已删除',
  added: '便签已添加',
  recoloured: '颜色已改为{{colour}}',
  editor: '编辑便签',
  editorHint: '输入时会自动保存更改。',
  noneSelected: '选择一条便签进行编辑。',
  created: '创建于 {{date}}',
  untitled: '空白便签',
  closeEditor: '关闭编辑器',
  empty: { title: '还没有便签', description: '添加一条便签，把想法留到以后。' },
  noMatch: { title: '没有符合搜索条件的便签', description: '请尝试其他关键词。' },
  loadError: '无法加载便签',
};

export default ch;
