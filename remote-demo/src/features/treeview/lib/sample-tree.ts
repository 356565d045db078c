import { createTreeCollection } from '@restaurant/shared/ui-demo-controls';

/** A folder (with children) or a file of the sample project; names are sample data. */
export interface FileNode {
  readonly id: string;
  readonly name: string;
  readonly children?: readonly FileNode[];
}

const file = (id: string, name = id.split('/').at(-1) ?? id): FileNode => ({ id, name });
const folder = (id: string, children: readonly FileNode[]): FileNode => ({
  id,
  name: id.split('/').at(-1) ?? id,
  children,
});

export const SAMPLE_PROJECT: FileNode = {
  id: 'ROOT',
  name: '',
  children: [
    folder('src', [
      folder('src/components', [file('src/components/button.tsx'), file('src/components/card.tsx')]),
      folder('src/pages', [file('src/pages/home.tsx'), file('src/pages/menu.tsx'), file('src/pages/order.tsx')]),
      file('src/app.tsx'),
      file('src/index.ts'),
    ]),
    folder('public', [file('public/favicon.svg'), file('public/robots.txt')]),
    folder('docs', [folder('docs/guides', [file('docs/guides/setup.md')]), file('docs/changelog.md')]),
    file('package.json'),
    file('README.md'),
  ],
};

export function createProjectTree(root: FileNode = SAMPLE_PROJECT) {
  return createTreeCollection<FileNode>({
    nodeToValue: (node) => node.id,
    nodeToString: (node) => node.name,
    rootNode: root,
  });
}

/** Every folder's value: what "expand all" opens. */
export function folderValues(node: FileNode): string[] {
  const own = node.children && node.id !== 'ROOT' ? [node.id] : [];
  return [...own, ...(node.children ?? []).flatMap(folderValues)];
}
