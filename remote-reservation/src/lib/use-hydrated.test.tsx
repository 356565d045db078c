import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <output aria-label="hydrated">{String(useHydrated())}</output>;
}

describe('useHydrated', () => {
  it('is false in the server HTML, and true once the browser has hydrated it', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('false');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(screen.getByLabelText('hydrated')).toHaveTextContent('true');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('is true at once in a page the browser renders itself', () => {
    render(<Probe />);
    expect(screen.getByLabelText('hydrated')).toHaveTextContent('true');
  });
});
