import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { Box, Stack, Text } from '@restaurant/shared/ui';
import { Code } from '@restaurant/shared/ui-display';
import { formsTranslations } from '../translations';
import { EditorToolbar } from './editor-toolbar';
import { LinkForm } from './link-form';

// Chakra resets headings and lists; inside the editor they must look like what they are.
const contentStyles = {
  '& .tiptap': { minH: '48', p: '4', outline: 'none', lineHeight: 'tall' },
  '& .tiptap:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  '& .tiptap > * + *': { mt: '3' },
  '& .tiptap h2': { fontSize: 'xl', fontWeight: 'bold' },
  '& .tiptap h3': { fontSize: 'lg', fontWeight: 'semibold' },
  '& .tiptap ul': { listStyleType: 'disc', ps: '6' },
  '& .tiptap ol': { listStyleType: 'decimal', ps: '6' },
  '& .tiptap a': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& .tiptap blockquote': { borderInlineStartWidth: '3px', ps: '4', color: 'fg.muted' },
} as const;

export interface RichTextEditorProps {
  initialContent: string;
}

/** Tiptap (ProseMirror) with a named editing area, a toolbar of toggles and the HTML it produces, live. */
export function RichTextEditor({ initialContent }: RichTextEditorProps) {
  const { t } = formsTranslations.useTranslation();
  const labelId = useId();
  const outputId = useId();
  const [askingLink, setAskingLink] = useState(false);
  const [html, setHtml] = useState(initialContent);
  // The HTML is taken from the editor's own events: asking a replaced (destroyed) instance for it throws.
  const editor = useEditor({
    onCreate: ({ editor: created }) => setHtml(created.getHTML()),
    onUpdate: ({ editor: updated }) => setHtml(updated.getHTML()),
    extensions: [StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'https' } })],
    content: initialContent,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
  });

  return (
    <Stack gap="4">
      <Text id={labelId} fontWeight="medium">
        {t('editor.label')}
      </Text>
      <Box borderWidth="1px" borderRadius="l2" bg="bg" css={contentStyles}>
        {editor ? (
          <>
            <EditorToolbar editor={editor} onLinkRequest={() => setAskingLink(true)} />
            {askingLink ? (
              <LinkForm
                onCancel={() => {
                  setAskingLink(false);
                  editor.commands.focus();
                }}
                onApply={(href) => {
                  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
                  setAskingLink(false);
                }}
              />
            ) : null}
          </>
        ) : null}
        <EditorContent editor={editor} />
      </Box>
      <Stack as="figure" gap="2" aria-labelledby={outputId}>
        <Text as="figcaption" id={outputId} fontWeight="medium" fontSize="sm">
          {t('editor.output')}
        </Text>
        <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" fontSize="xs" dir="ltr">
          {html}
        </Code>
      </Stack>
    </Stack>
  );
}
