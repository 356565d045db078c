import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { Group, IconButton, Separator, Text, Wrap } from '@restaurant/shared/ui';
import { BoldIcon, ItalicIcon, LinkIcon, ListIcon, OrderedListIcon, RedoIcon, UndoIcon } from '../../../lib/icons';
import { formsTranslations } from '../translations';

interface ToolProps {
  label: string;
  /** Omitted for actions (undo, redo): only formatting that can be on or off is a toggle. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <IconButton
      size="sm"
      variant={pressed ? 'subtle' : 'ghost'}
      aria-label={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      // Keeps the editor's selection: a mouse press on the button must not move focus out of the text first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

const OFF = {
  bold: false,
  italic: false,
  h2: false,
  h3: false,
  bullet: false,
  ordered: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

export interface EditorToolbarProps {
  editor: Editor;
  onLinkRequest: () => void;
}

/** Formatting buttons that show, with aria-pressed, what applies where the cursor is. */
export function EditorToolbar({ editor, onLinkRequest }: EditorToolbarProps) {
  const { t } = formsTranslations.useTranslation();
  const state = useEditorState({
    editor,
    // A replaced (destroyed) instance has no state left to ask: everything off until the new one renders.
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? OFF
        : {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          },
  });
  const chain = () => editor.chain().focus();

  return (
    <Wrap role="toolbar" aria-label={t('editor.toolbar')} gap="1" p="1" borderBottomWidth="1px" align="center">
      <Group>
        <Tool label={t('editor.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldIcon />
        </Tool>
        <Tool label={t('editor.italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicIcon />
        </Tool>
      </Group>
      <Separator orientation="vertical" h="6" />
      <Group>
        <Tool label={t('editor.heading2')} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Text as="span" fontWeight="bold" fontSize="sm" aria-hidden="true">
            H2
          </Text>
        </Tool>
        <Tool label={t('editor.heading3')} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Text as="span" fontWeight="bold" fontSize="sm" aria-hidden="true">
            H3
          </Text>
        </Tool>
      </Group>
      <Separator orientation="vertical" h="6" />
      <Group>
        <Tool label={t('editor.bulletList')} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <ListIcon />
        </Tool>
        <Tool label={t('editor.orderedList')} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <OrderedListIcon />
        </Tool>
        <Tool
          label={t('editor.link')}
          pressed={state.link}
          onClick={() => (state.link ? chain().extendMarkRange('link').unsetLink().run() : onLinkRequest())}
        >
          <LinkIcon />
        </Tool>
      </Group>
      <Separator orientation="vertical" h="6" />
      <Group>
        <Tool label={t('editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <UndoIcon />
        </Tool>
        <Tool label={t('editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <RedoIcon />
        </Tool>
      </Group>
    </Wrap>
  );
}
