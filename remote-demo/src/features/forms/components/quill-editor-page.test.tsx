import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { formsTranslations } from '../translations';
import QuillEditorPage from './quill-editor-page';

beforeAll(() => loadTranslations([formsTranslations, demoTranslations]));

// jsdom does no layout: ProseMirror scrolls the selection into view by asking text nodes and ranges for rectangles.
beforeAll(() => {
  const noRects = () => [];
  const emptyRect = () => new DOMRect();
  for (const prototype of [Text.prototype, Range.prototype]) {
    Object.defineProperty(prototype, 'getClientRects', { value: noRects, configurable: true });
    Object.defineProperty(prototype, 'getBoundingClientRect', { value: emptyRect, configurable: true });
  }
});

describe('QuillEditorPage', () => {
  it('offers a named editing area, its formatting toggles and the HTML it holds', async () => {
    renderWithProviders(<QuillEditorPage />);

    expect(await screen.findByRole('textbox', { name: 'Dish description' })).toHaveTextContent('Pho bo');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toBeInTheDocument();
    for (const name of ['Bold', 'Italic', 'Heading H2', 'Heading H3', 'Bulleted list', 'Numbered list', 'Link']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed');
    }
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('figure', { name: 'HTML output' })).toHaveTextContent('<h2>Pho bo</h2>');
  });

  it('shows the heading under the cursor as pressed, toggles it off, and undoes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuillEditorPage />);
    await screen.findByRole('textbox', { name: 'Dish description' });
    const heading = screen.getByRole('button', { name: 'Heading H2' });
    expect(heading).toHaveAttribute('aria-pressed', 'true');

    await user.click(heading);
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('figure', { name: 'HTML output' })).toHaveTextContent(/^HTML output<p>Pho bo<\/p>/);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('figure', { name: 'HTML output' })).toHaveTextContent(/^HTML output<h2>Pho bo<\/h2>/);
  });
});
