import { defineSlotRecipe } from '@chakra-ui/react';
import { control } from './control';

/** A native select with its chevron; the options take the panel colours (dark mode in the open list). */
export const plainSelect = defineSlotRecipe({
  slots: ['root', 'field', 'indicator'],
  base: {
    root: { position: 'relative', width: '100%' },
    field: {
      ...control,
      lineHeight: 'normal',
      ps: '3',
      pe: '8',
      cursor: 'pointer',
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
