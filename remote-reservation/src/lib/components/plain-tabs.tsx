import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, chakra, type BoxProps } from '@restaurant/shared/ui';

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
  /** `line`: underlined page sections; `enclosed`: a segmented strip (the floors). */
  readonly variant: 'line' | 'enclosed';
  /** Space above the panel. */
  readonly panelPt: BoxProps['pt'];
  /** The chosen tab's panel; the others are not rendered (what `lazyMount unmountOnExit` did). */
  readonly children: ReactNode;
}

type Css = NonNullable<BoxProps['css']>;

// The look of the tabs recipe's `line` and `enclosed` variants (size md), computed once per variant.
const TRIGGER_BASE: Css = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  height: '10',
  minW: '10',
  px: '4',
  py: '2',
  textStyle: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  position: 'relative',
  outline: '0',
  _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
};
const LIST_CSS: Record<PlainTabsProps<string>['variant'], Css> = {
  line: { display: 'flex', borderBottomWidth: '1px', borderColor: 'border', overflowX: 'auto', maxW: 'full' },
  enclosed: {
    display: 'inline-flex',
    bg: 'bg.muted',
    padding: '1',
    borderRadius: 'l3',
    overflowX: 'auto',
    maxW: 'full',
  },
};
const TRIGGER_CSS: Record<PlainTabsProps<string>['variant'], Css> = {
  line: {
    ...TRIGGER_BASE,
    _selected: {
      color: 'fg',
      layerStyle: 'indicator.bottom',
      '--indicator-offset-y': '-1px',
      '--indicator-color': 'colors.colorPalette.solid',
    },
  },
  enclosed: {
    ...TRIGGER_BASE,
    height: '9',
    borderRadius: 'l2',
    _selected: { bg: 'bg', color: 'colorPalette.fg', shadow: 'xs' },
  },
};

/**
 * Tabs whose state lives with the caller (the URL): a tab list of buttons and the chosen tab's panel, with the
 * WAI-ARIA tabs pattern (one tab stop, arrows in reading direction, Home and End, a tab is chosen when focused).
 * The page's own instead of the shared `ui-tabs` (Ark/zag's tabs machine): it is all the booking page needs, and
 * its first load neither downloads nor starts a state machine for it (issue 17: bytes and blocking time).
 */
export function PlainTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  variant,
  panelPt,
  children,
}: PlainTabsProps<V>) {
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
      <Box role="tablist" aria-label={label} aria-orientation="horizontal" css={LIST_CSS[variant]}>
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
              css={TRIGGER_CSS[variant]}
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
        outline="0"
        focusVisibleRing="inside"
      >
        {children}
      </Box>
    </Box>
  );
}
