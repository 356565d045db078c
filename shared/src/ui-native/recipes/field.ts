import { defineSlotRecipe } from '@chakra-ui/react';

/** Label, the control, then the error or the helper text, in a column. */
export const plainField = defineSlotRecipe({
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
