import type { ReactNode } from 'react';
import { Table } from '@restaurant/shared/ui-display';

export interface TableRegionProps {
  /** The region's name: a scroll area a keyboard can reach must say what it holds. */
  label: string;
  /** A height makes the rows scroll under a sticky header. */
  maxH?: string;
  children: ReactNode;
}

/**
 * A table's scroll area, focusable and named, so a keyboard user can scroll a table wider (or taller) than its card
 * with the arrow keys and a screen reader announces what the region is.
 */
export function TableRegion({ label, maxH, children }: TableRegionProps) {
  return (
    <Table.ScrollArea
      role="region"
      aria-label={label}
      tabIndex={0}
      borderRadius="l2"
      focusRing="outside"
      {...(maxH ? { maxH } : {})}
    >
      {children}
    </Table.ScrollArea>
  );
}
