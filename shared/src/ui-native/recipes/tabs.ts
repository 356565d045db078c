import { defineSlotRecipe } from '@chakra-ui/react';

/** A tab list of buttons and one panel: `line` (page sections) or `enclosed` (a segmented strip). */
export const plainTabs = defineSlotRecipe({
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
