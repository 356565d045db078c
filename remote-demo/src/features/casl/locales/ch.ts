import type { CaslTexts } from './en';

const ch: CaslTexts = {
  intro: '切换角色：每个条目提供的操作随角色权限变化，同样的规则也保护着操作本身。',
  role: '角色',
  roles: { admin: '管理员', manager: '经理', subscriber: '订阅者' },
  permissions: '权限',
  permissionsOf: {
    admin: '可以编辑和删除文章。',
    manager: '可以编辑文章，但不能删除。',
    subscriber: '只能阅读文章。',
  },
  posts: '文章',
  edit: '编辑',
  delete: '删除',
  editPost: '编辑“{{title}}”',
  deletePost: '删除“{{title}}”',
  title: '标题',
  save: '保存',
  cancel: '取消',
  showForbidden: '同时显示此角色无权使用的操作（用于测试保护）',
  saved: '“{{title}}”已保存。',
  deleted: '“{{title}}”已删除。',
  refused: '已拒绝：{{role}}无权{{action}}文章。',
  actions: { edit: '编辑', delete: '删除' },
  empty: '没有剩余的文章。',
  restore: '恢复文章',
};

export default ch;
