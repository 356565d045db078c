import { defineSlotRecipe } from '@chakra-ui/react';

// Slim recipes in the looks of Chakra's own (field; input and native select: outline, md; checkbox: solid, md; tabs:
// line and enclosed, md), holding only what these plain elements use. Not Chakra's recipes themselves: each of those
// carries every variant and size (the native select's pulls in the whole select recipe), +2-3 KB gzip on a page
// with a first-load budget (issue 17). Tokens and semantic tokens only, so dark mode and the colour theme follow.

/** Label, the control, then the error or the helper text, in a column. */
const plainField = defineSlotRecipe({
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      width: '100%',
      position: 'relative',
      gap: '1.5',
    },
    label: {
      display: 'flex',
      alignItems: 'center',
      textAlign: 'start',
      textStyle: 'sm',
      fontWeight: 'medium',
      gap: '1',
      userSelect: 'none',
      _disabled: { opacity: '0.5' },
    },
    requiredIndicator: { color: 'fg.error', lineHeight: '1' },
    errorText: {
      display: 'inline-flex',
      alignItems: 'center',
      fontWeight: 'medium',
      gap: '1',
      color: 'fg.error',
      textStyle: 'xs',
    },
    helperText: { color: 'fg.muted', textStyle: 'xs' },
  },
});

/** The frame every text-like control shares (input, password, select); `aria-invalid` turns it to the error colour. */
const control = {
  width: '100%',
  minWidth: '0',
  outline: '0',
  position: 'relative',
  appearance: 'none',
  textAlign: 'start',
  borderRadius: 'l2',
  height: '10',
  textStyle: 'sm',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border',
  '--focus-color': 'colors.colorPalette.focusRing',
  '--error-color': 'colors.border.error',
  focusVisibleRing: 'inside',
  focusRingColor: 'var(--focus-color)',
  _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
  _disabled: { layerStyle: 'disabled' },
} as const;

/** An input, alone or with a button at its end (the password's show/hide). */
const plainInput = defineSlotRecipe({
  slots: ['group', 'field', 'endElement'],
  base: {
    group: { position: 'relative', display: 'flex', width: 'full' },
    field: { ...control, px: '3' },
    endElement: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'absolute',
      insetInlineEnd: '0',
      top: '0',
      zIndex: 2,
      height: 'full',
      px: '3',
      color: 'fg.muted',
    },
  },
});

/** A native select with its chevron; the options take the panel colours (dark mode in the open list). */
const plainSelect = defineSlotRecipe({
  slots: ['root', 'field', 'indicator'],
  base: {
    root: { position: 'relative', width: '100%' },
    field: {
      ...control,
      lineHeight: 'normal',
      ps: '3',
      pe: '8',
      cursor: 'pointer',
      _disabled: { layerStyle: 'disabled' },
      '& option, & optgroup': { bg: 'bg.panel', color: 'fg' },
    },
    indicator: {
      position: 'absolute',
      insetEnd: '2',
      top: '50%',
      transform: 'translateY(-50%)',
      pointerEvents: 'none',
      color: 'fg.muted',
      boxSize: '4',
      _peerDisabled: { opacity: '0.5' },
    },
  },
});

/**
 * A box drawn beside a native checkbox that lies over it, invisible: the input is the `peer`, so `:checked`,
 * `:focus-visible` and `:disabled` style the box with no state of its own.
 */
const plainCheckbox = defineSlotRecipe({
  slots: ['root', 'box', 'input', 'control', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2.5', cursor: 'pointer' },
    box: { position: 'relative', display: 'inline-flex', flexShrink: '0' },
    input: {
      position: 'absolute',
      inset: '0',
      boxSize: 'full',
      m: '0',
      opacity: '0',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      boxSize: '5',
      p: '0.5',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'l1',
      color: 'colorPalette.contrast',
      '& svg': { boxSize: 'full', strokeWidth: '3', visibility: 'hidden' },
      _peerChecked: {
        bg: 'colorPalette.solid',
        borderColor: 'colorPalette.solid',
        '& svg': { visibility: 'visible' },
      },
      _peerFocusVisible: {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineOffset: '2px',
        outlineColor: 'colorPalette.focusRing',
      },
      _peerInvalid: { borderColor: 'border.error' },
      _peerDisabled: { opacity: '0.5' },
    },
    label: { textStyle: 'sm', fontWeight: 'medium', userSelect: 'none' },
  },
});

/** A tab list of buttons and one panel: `line` (page sections) or `enclosed` (a segmented strip). */
const plainTabs = defineSlotRecipe({
  slots: ['list', 'trigger', 'content'],
  base: {
    list: { overflowX: 'auto', maxW: 'full' },
    trigger: {
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
      _disabled: { layerStyle: 'disabled' },
    },
    content: { outline: '0', focusVisibleRing: 'inside' },
  },
  variants: {
    variant: {
      line: {
        list: { display: 'flex', borderBottomWidth: '1px', borderColor: 'border' },
        trigger: {
          _selected: {
            color: 'fg',
            layerStyle: 'indicator.bottom',
            '--indicator-offset-y': '-1px',
            '--indicator-color': 'colors.colorPalette.solid',
          },
        },
      },
      enclosed: {
        list: { display: 'inline-flex', bg: 'bg.muted', padding: '1', borderRadius: 'l3' },
        trigger: { height: '9', borderRadius: 'l2', _selected: { bg: 'bg', color: 'colorPalette.fg', shadow: 'xs' } },
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

/** `@restaurant/shared/ui-native`'s recipes, keyed by the name its components look each up by. */
export const recipes = {};

export const slotRecipes = { plainField, plainInput, plainSelect, plainCheckbox, plainTabs };
