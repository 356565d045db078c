import { useEffect, useState } from 'react';

/**
 * Charts take turns to be drawn: one per task. chart.js builds a chart (scales, layout, first draw) in the effect
 * react-chartjs-2 runs after the commit, and every chart of a commit runs in the same effects pass: five on the
 * ecommerce dashboard were one task of about half a second at 4x CPU, in which the page answered nothing. Drawn one
 * per task, the browser handles input and paints between them.
 */
interface Turn {
  state: 'waiting' | 'drawing' | 'done';
  start: () => void;
}

const waiting: Turn[] = [];
/** The turn being drawn; it stays set until the next turn starts, so no two are granted in the same task. */
let current: Turn | null = null;

function startNext(): void {
  current = waiting.shift() ?? null;
  if (!current) return;
  current.state = 'drawing';
  current.start();
}

function request(turn: Turn): void {
  waiting.push(turn);
  if (!current) startNext();
}

/** The chart was drawn (or left): the next one starts in a task of its own. */
function finish(turn: Turn): void {
  if (turn.state !== 'drawing') return;
  turn.state = 'done';
  setTimeout(startNext, 0);
}

function cancel(turn: Turn): void {
  if (turn.state === 'waiting') waiting.splice(waiting.indexOf(turn), 1);
  else finish(turn);
}

/**
 * Whether this chart may be drawn yet. Once `ready` (near the screen), it waits for the charts that asked before it;
 * its turn ends once the render it asked for has committed (the chart's own effect, which builds it, runs before this
 * component's), or when it unmounts.
 */
export function useChartTurn(ready = true): boolean {
  // The turn itself, not a flag: a turn granted again (React's development double mount) is a new value, so the
  // render that ends it always happens.
  const [granted, setGranted] = useState<Turn | null>(null);
  useEffect(() => {
    if (!ready) return;
    const turn: Turn = { state: 'waiting', start: () => setGranted(turn) };
    request(turn);
    return () => cancel(turn);
  }, [ready]);
  useEffect(() => {
    // A turn its component already gave up (unmounted) is done: finishing it again does nothing.
    if (granted) finish(granted);
  }, [granted]);
  return granted !== null;
}
