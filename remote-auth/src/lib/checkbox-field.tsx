import type { ComponentProps } from 'react';
import { chakra, lineIcon, type BoxProps } from '@restaurant/shared/ui';

const CheckIcon = lineIcon('CheckIcon', ['M20 6 9 17l-5-5']);

type Css = NonNullable<BoxProps['css']>;

// The look of Chakra's checkbox (its checkmark recipe: variant solid, size md), driven by the native input beside
// it: the input is the `peer`, so `:checked`, `:focus-visible` and `:disabled` style the box without any state here.
const CONTROL_CSS: Css = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
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
  _peerDisabled: { opacity: '0.5' },
};

// The native input lies over the box, invisible: a click on the box is a click on the input, and keyboard, form
// reset and screen readers get a real checkbox.
const INPUT_CSS: Css = {
  position: 'absolute',
  inset: '0',
  boxSize: 'full',
  m: '0',
  opacity: '0',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed' },
};

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: string;
}

/**
 * A labelled checkbox ("remember me") on a native `<input type="checkbox">`, so react-hook-form's `register` drives
 * it directly. Not `Checkbox` of `@restaurant/shared/ui-choice`: that family brings Ark/zag's checkbox, radio-group and
 * switch machines (~26 KB gzip), more than the rest of the sign-in form, for one box on a page with a first-load
 * budget (issue 17).
 */
export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2.5" cursor="pointer">
      <chakra.span position="relative" display="inline-flex" flexShrink="0">
        <chakra.input type="checkbox" className="peer" css={INPUT_CSS} {...inputProps} />
        <chakra.span aria-hidden="true" css={CONTROL_CSS}>
          <CheckIcon />
        </chakra.span>
      </chakra.span>
      <chakra.span textStyle="sm" fontWeight="medium" userSelect="none">
        {label}
      </chakra.span>
    </chakra.label>
  );
}
