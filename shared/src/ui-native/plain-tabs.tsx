import type { BoxProps } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, chakra, useSlotRecipe } from '@restaurant/shared/ui';
import { plainTabs } from './recipes/tabs';

export interface PlainTab<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
}

export interface PlainTabsProps<V extends string> {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly tabs: readonly PlainTab<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  /** `line`: underlined page sections; `enclosed`: a segmented strip. */
  readonly variant?: 'line' | 'enclosed';
  /** Space above the panel. */
  readonly panelPt?: BoxProps['pt'];
  /** The chosen tab's panel; the others are not rendered. */
  readonly children: ReactNode;
}

/**
 * Tabs whose state lives with the caller (often the URL): a tab list of buttons and the chosen tab's panel, with the
 * WAI-ARIA tabs pattern (one tab stop, arrows in reading direction, Home and End, a tab is chosen when focused).
 * Instead of `ui-tabs` (Ark/zag's tabs machine) on pages with a first-load budget: nothing to download or start
 * for it (issue 17: bytes and blocking time).
 */
export function PlainTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  variant = 'line',
  panelPt,
  children,
}: PlainTabsProps<V>) {
  const styles = useSlotRecipe({ recipe: plainTabs })({ variant });
  const baseId = useId();
  const buttons = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (tab: V) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const choose = (next: V) => {
    buttons.current.get(next)?.focus();
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The language sets `dir` on the document (or a part of the page on its own element).
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: PlainTab<V> | undefined;
    if (step !== undefined) target = tabs[(index + step + tabs.length) % tabs.length];
    else if (event.key === 'Home') target = tabs[0];
    else if (event.key === 'End') target = tabs.at(-1);
    if (!target) return;
    event.preventDefault();
    choose(target.value);
  };

  return (
    <Box>
      <Box role="tablist" aria-label={label} aria-orientation="horizontal" css={styles['list']}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              ref={(element: HTMLButtonElement | null) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              css={styles['trigger']}
              onClick={() => choose(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Box>
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        pt={panelPt}
        css={styles['content']}
      >
        {children}
      </Box>
    </Box>
  );
}
