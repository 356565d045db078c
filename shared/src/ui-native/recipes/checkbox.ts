import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A box drawn beside a native checkbox that lies over it, invisible: the input is the `peer`, so `:checked`,
 * `:focus-visible` and `:disabled` style the box with no state of its own.
 */
export const plainCheckbox = defineSlotRecipe({
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
