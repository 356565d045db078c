import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@restaurant/shared/ui-dialog';
import { ChatPane } from './chat-pane';

export interface SidePanelProps {
  /** The panel's accessible name, also the drawer's title. */
  title: string;
  /** From this breakpoint the panel is a column beside the thread; below it, a drawer. */
  columnFrom: 'md' | 'xl';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
  placement: 'start' | 'end';
  children: ReactNode;
}

/**
 * A column on wide screens, a drawer on narrow ones (its trigger lives in the thread header). The drawer mounts only
 * while open, so the page never holds two copies of the panel at once.
 */
export function SidePanel({ title, columnFrom, open, onOpenChange, closeLabel, placement, children }: SidePanelProps) {
  return (
    <>
      <ChatPane as="aside" aria-label={title} display={{ base: 'none', [columnFrom]: 'flex' }}>
        {children}
      </ChatPane>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        placement={placement}
        size="sm"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0" display="flex" flexDirection="column">
                {children}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
