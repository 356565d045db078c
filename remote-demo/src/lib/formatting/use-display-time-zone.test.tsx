import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerRenderedContext } from '@restaurant/shared';
import { useDisplayTimeZone } from './use-display-time-zone';

function Zone() {
  return <output aria-label="zone">{useDisplayTimeZone() ?? 'the reader’s'}</output>;
}

const serverPage = (
  <ServerRenderedContext.Provider value>
    <Zone />
  </ServerRenderedContext.Provider>
);

describe('useDisplayTimeZone', () => {
  it('writes UTC on the server and while hydrating, then the reader’s zone, and at once for a part mounted after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverPage);
    document.body.append(container);
    expect(screen.getByRole('status', { name: 'zone' })).toHaveTextContent('UTC');
    const onRecoverableError = jest.fn();

    const root = await act(async () => hydrateRoot(container, serverPage, { onRecoverableError }));

    expect(screen.getByRole('status', { name: 'zone' })).toHaveTextContent('the reader’s');
    expect(onRecoverableError).not.toHaveBeenCalled();

    const later = render(serverPage);
    expect(within(later.container).getByRole('status', { name: 'zone' })).toHaveTextContent('the reader’s');
    later.unmount();
    act(() => root.unmount());
    container.remove();
  });
});

describe('useDisplayTimeZone on a page drawn in the browser', () => {
  it('writes the reader’s zone from the first render', () => {
    const zones: (string | undefined)[] = [];
    function Probe() {
      zones.push(useDisplayTimeZone());
      return null;
    }
    render(<Probe />);
    expect(zones).toEqual([undefined]);
  });
});
