import type { ReactElement } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, IconButton, Stack } from '@restaurant/shared/ui';
import { useTransferList } from '../hooks/use-transfer-list';
import type { Side, TransferState } from '../lib/transfer-list';
import { uiComponentsTranslations } from '../translations';
import { TransferSide } from './transfer-side';

interface MoveButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactElement | ReactElement[];
}

function MoveButton({ label, disabled, onClick, children }: MoveButtonProps) {
  return (
    // The arrows point the way items go: mirrored in right-to-left, and turned downwards when the lists stack.
    <IconButton
      aria-label={label}
      title={label}
      size="sm"
      variant="outline"
      disabled={disabled}
      onClick={onClick}
      transform={{ base: 'rotate(90deg)', md: 'none' }}
      _rtl={{ transform: { base: 'rotate(90deg)', md: 'scaleX(-1)' } }}
    >
      {children}
    </IconButton>
  );
}

/** Two lists and the four moves between them; `enhanced` adds select-all and counts to each list. */
export function TransferList({ initial, enhanced = false }: { initial: TransferState; enhanced?: boolean }) {
  const { t } = uiComponentsTranslations.useTranslation();
  const list = useTransferList(initial);
  const side = (which: Side) => (
    <TransferSide
      label={t(which === 'left' ? 'transfer.choices' : 'transfer.chosen')}
      items={list.state[which]}
      selected={list.selectedOn(which)}
      onSelect={(values) => list.selectOn(which, values)}
      enhanced={enhanced}
    />
  );

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align="stretch">
      {side('left')}
      <Stack direction={{ base: 'row', md: 'column' }} justify="center" align="center" gap="2">
        <MoveButton
          label={t('transfer.moveAllRight')}
          disabled={!list.canMoveAll('left')}
          onClick={() => list.moveAll('left')}
        >
          <ChevronRightIcon />
          <ChevronRightIcon ms="-3" />
        </MoveButton>
        <MoveButton
          label={t('transfer.moveSelectedRight')}
          disabled={!list.canMoveSelected('left')}
          onClick={() => list.moveSelected('left')}
        >
          <ChevronRightIcon />
        </MoveButton>
        <MoveButton
          label={t('transfer.moveSelectedLeft')}
          disabled={!list.canMoveSelected('right')}
          onClick={() => list.moveSelected('right')}
        >
          <ChevronLeftIcon />
        </MoveButton>
        <MoveButton
          label={t('transfer.moveAllLeft')}
          disabled={!list.canMoveAll('right')}
          onClick={() => list.moveAll('right')}
        >
          <ChevronLeftIcon />
          <ChevronLeftIcon ms="-3" />
        </MoveButton>
      </Stack>
      {side('right')}
    </Stack>
  );
}
