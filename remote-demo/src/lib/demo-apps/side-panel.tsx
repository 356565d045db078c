import type { ReactNode } from 'react';
import { Box } from '@restaurant/shared/ui';
import { CloseButton, Drawer, Portal } from '@restaurant/shared/ui-dialog';
import { useIsPhone } from './use-is-phone';

export interface SidePanelProps {
  /** The panel's heading, also the drawer's title on phones. */
  title: string;
  /** Whether the drawer is open on phones (beside the list the panel is always shown). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
  placement?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A column beside the list on larger screens, a drawer on phones (spec: side panels become drawers). The column is
 * hidden below `md` by CSS as well: a server render cannot know the screen and draws the column, which a phone must
 * not show (its drawer starts closed) before the browser has taken over, or the page would jump.
 */
export function SidePanel({ title, open, onOpenChange, closeLabel, placement = 'end', children }: SidePanelProps) {
  const isPhone = useIsPhone();
  if (!isPhone) {
    return (
      <Box as="aside" aria-label={title} minW="0" hideBelow="md">
        {children}
      </Box>
    );
  }
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement={placement} size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
