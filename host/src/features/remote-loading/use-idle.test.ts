import { act, renderHook } from '@testing-library/react';
import { useIdle } from './use-idle';

describe('useIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('turns true when the browser reports idle time, with the timeout passed on', () => {
    let run: IdleRequestCallback | undefined;
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      run = callback;
      return 7;
    });
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });

    const { result, unmount } = renderHook(() => useIdle(2500));
    expect(result.current).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2500 });

    act(() => run?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});
