import { ChevronRightIcon } from '@restaurant/shared/ui';
import { TreeView } from '@restaurant/shared/ui-tree-view';
import { FileIcon, FolderIcon, FolderOpenIcon } from '../lib/icons';
import type { createProjectTree, FileNode } from '../lib/sample-tree';

export interface FileTreeProps extends Omit<TreeView.RootProps, 'collection' | 'children'> {
  collection: ReturnType<typeof createProjectTree>;
  /** The tree's accessible name, shown above it. */
  label: string;
}

/** The project's folders and files as Chakra's TreeView: its keyboard, selection and indent guides. */
export function FileTree({ collection, label, ...root }: FileTreeProps) {
  return (
    <TreeView.Root collection={collection} size="sm" animateContent {...root}>
      <TreeView.Label>{label}</TreeView.Label>
      <TreeView.Tree>
        <TreeView.Node<FileNode>
          indentGuide={<TreeView.BranchIndentGuide />}
          render={({ node, nodeState }) =>
            nodeState.isBranch ? (
              <TreeView.BranchControl>
                {/* The chevron points into the reading direction when closed, down when open. */}
                <TreeView.BranchIndicator _rtl={{ transform: 'scaleX(-1)', _open: { transform: 'rotate(90deg)' } }}>
                  <ChevronRightIcon />
                </TreeView.BranchIndicator>
                {nodeState.expanded ? <FolderOpenIcon /> : <FolderIcon />}
                <TreeView.BranchText>{node.name}</TreeView.BranchText>
              </TreeView.BranchControl>
            ) : (
              <TreeView.Item>
                <FileIcon />
                <TreeView.ItemText>{node.name}</TreeView.ItemText>
              </TreeView.Item>
            )
          }
        />
      </TreeView.Tree>
    </TreeView.Root>
  );
}
