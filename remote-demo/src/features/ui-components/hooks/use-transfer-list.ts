import { useState } from 'react';
import {
  canMoveAll,
  canMoveSelected,
  moveAll,
  moveSelected,
  selectedOn,
  type Side,
  type TransferState,
} from '../lib/transfer-list';

/** A transfer list's items and the one selection both sides share, with its four moves. */
export function useTransferList(initial: TransferState) {
  const [state, setState] = useState<TransferState>(initial);
  const [selected, setSelected] = useState<readonly string[]>([]);

  const selectOn = (side: Side, values: readonly string[]) =>
    setSelected([...selectedOn(state, side === 'left' ? 'right' : 'left', selected), ...values]);

  return {
    state,
    selectedOn: (side: Side) => selectedOn(state, side, selected),
    selectOn,
    canMoveSelected: (from: Side) => canMoveSelected(state, from, selected),
    canMoveAll: (from: Side) => canMoveAll(state, from),
    moveSelected: (from: Side) => {
      setState(moveSelected(state, from, selected));
      setSelected(selectedOn(state, from === 'left' ? 'right' : 'left', selected));
    },
    moveAll: (from: Side) => {
      setState(moveAll(state, from));
      setSelected(selectedOn(state, from === 'left' ? 'right' : 'left', selected));
    },
  };
}

export type TransferList = ReturnType<typeof useTransferList>;
