import { defineSlotRecipe } from '@chakra-ui/react';
import { control } from './control';

/** An input, alone or with a button at its end (the password's show/hide). */
export const plainInput = defineSlotRecipe({
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
