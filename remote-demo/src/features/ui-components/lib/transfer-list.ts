/** The two sides of a transfer list, each in its own order. */
export interface TransferState {
  readonly left: readonly string[];
  readonly right: readonly string[];
}

export type Side = keyof TransferState;

const other = (side: Side): Side => (side === 'left' ? 'right' : 'left');

/** The selected items that really sit on `from`: a stale selection of items already moved does not count. */
export function selectedOn(state: TransferState, from: Side, selected: readonly string[]): string[] {
  return state[from].filter((item) => selected.includes(item));
}

/** Moves the selected items of `from` to the end of the other side, keeping their order. */
export function moveSelected(state: TransferState, from: Side, selected: readonly string[]): TransferState {
  const moving = selectedOn(state, from, selected);
  if (moving.length === 0) return state;
  const to = other(from);
  return {
    ...state,
    [from]: state[from].filter((item) => !moving.includes(item)),
    [to]: [...state[to], ...moving],
  } as TransferState;
}

/** Moves every item of `from` to the end of the other side. */
export function moveAll(state: TransferState, from: Side): TransferState {
  return moveSelected(state, from, state[from]);
}

export function canMoveSelected(state: TransferState, from: Side, selected: readonly string[]): boolean {
  return selectedOn(state, from, selected).length > 0;
}

export function canMoveAll(state: TransferState, from: Side): boolean {
  return state[from].length > 0;
}

/** The select-all box: everything when not all is selected, nothing when all is. */
export function toggleAll(items: readonly string[], selected: readonly string[]): string[] {
  const allSelected = items.length > 0 && items.every((item) => selected.includes(item));
  return allSelected ? [] : [...items];
}
