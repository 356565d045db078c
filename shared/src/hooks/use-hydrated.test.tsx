import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'hydrated' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('is true in the browser', () => {
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });
});
