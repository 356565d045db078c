import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useChartTurn } from './chart-turns';

function Chart({ name, ready = true }: { name: string; ready?: boolean }) {
  const drawn = useChartTurn(ready);
  return <p>{`${name}: ${drawn ? 'drawn' : 'waiting'}`}</p>;
}

function Charts({ names, far = [] }: { names: readonly string[]; far?: readonly string[] }) {
  return names.map((name) => <Chart key={name} name={name} ready={!far.includes(name)} />);
}

/** Runs the tasks already queued (not the ones they queue): one step of the turns. */
function nextTask() {
  act(() => {
    jest.runOnlyPendingTimers();
  });
}

const stateOf = (name: string) => screen.getByText(new RegExp(`^${name}: `)).textContent?.split(': ')[1];

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Leaves no turn held for the next test.
  act(() => {
    jest.runAllTimers();
  });
  jest.useRealTimers();
});

describe('useChartTurn', () => {
  it('draws the charts of one commit one per task, in the order they mounted', () => {
    const { unmount } = render(<Charts names={['first', 'second', 'third']} />);
    expect([stateOf('first'), stateOf('second'), stateOf('third')]).toEqual(['drawn', 'waiting', 'waiting']);
    nextTask();
    expect([stateOf('first'), stateOf('second'), stateOf('third')]).toEqual(['drawn', 'drawn', 'waiting']);
    nextTask();
    expect(stateOf('third')).toBe('drawn');
    unmount();
  });

  it('skips a chart that left before its turn', () => {
    const { rerender, unmount } = render(<Charts names={['first', 'second', 'third']} />);
    rerender(<Charts names={['first', 'third']} />);
    nextTask();
    expect(stateOf('third')).toBe('drawn');
    unmount();
  });

  it('draws a chart mounted after the others were drawn at once', () => {
    const { rerender, unmount } = render(<Charts names={['first']} />);
    rerender(<Charts names={[]} />);
    nextTask();
    rerender(<Charts names={['later']} />);
    expect(stateOf('later')).toBe('drawn');
    unmount();
  });

  it("draws every chart under React's development double mount", () => {
    const { unmount } = render(
      <StrictMode>
        <Charts names={['first', 'second', 'third']} />
      </StrictMode>,
    );
    for (let step = 0; step < 4; step += 1) nextTask();
    expect([stateOf('first'), stateOf('second'), stateOf('third')]).toEqual(['drawn', 'drawn', 'drawn']);
    unmount();
  });

  it('lets a chart far from the screen wait without holding back the next, and draws it once it is near', () => {
    const { rerender, unmount } = render(<Charts names={['first', 'second', 'third']} far={['second']} />);
    nextTask();
    expect([stateOf('first'), stateOf('second'), stateOf('third')]).toEqual(['drawn', 'waiting', 'drawn']);
    nextTask();
    expect(stateOf('second')).toBe('waiting');

    // No chart is being drawn any more: its turn comes at once.
    rerender(<Charts names={['first', 'second', 'third']} />);
    expect(stateOf('second')).toBe('drawn');
    unmount();
  });
});
