import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip } from '@restaurant/shared/ui-popover';

export interface TipProps {
  content: ReactNode;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  arrow?: boolean;
  children: ReactElement;
}

/** A tooltip on its trigger, opened by pointer or keyboard focus, as every example of the tooltip page uses it. */
export function Tip({ content, placement = 'top', arrow = false, children }: TipProps) {
  return (
    <Tooltip.Root positioning={{ placement }} openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            {arrow ? (
              <Tooltip.Arrow>
                <Tooltip.ArrowTip />
              </Tooltip.Arrow>
            ) : null}
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
