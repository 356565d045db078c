import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { formsTranslations } from '../translations';
import { RichTextEditor } from './rich-text-editor';

/**
 * `/forms/quill-editor`: the template's Quill page, on Tiptap 3 (react-quill does not work with React 19). Tiptap is
 * imported only from this page's files, so its code downloads with this page's chunk and nowhere else.
 */
export default function QuillEditorPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="quill-editor" description={t('editor.description')}>
      <ExampleCard title={t('editor.title')}>
        <RichTextEditor initialContent={t('editor.sample')} />
      </ExampleCard>
    </ExamplePage>
  );
}
