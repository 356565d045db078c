import type { ReactNode } from 'react';
import { chakra, type BoxProps } from '@restaurant/shared/ui';
import { fieldErrorTextId, fieldHelperTextId } from './field-ids';

type Css = NonNullable<BoxProps['css']>;

// The look of Chakra's field and input recipes (vertical field; input variant outline, size md), so the account
// forms render without the ui-form family (~16 KB gzip: Ark's field, the textarea, native select and their recipes),
// which the sign-in page's first-load budget (issue 17) has no room for. The input is an ordinary <input>.

const ROOT_CSS: Css = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  position: 'relative',
  gap: '1.5',
};

const LABEL_CSS: Css = {
  display: 'flex',
  alignItems: 'center',
  textAlign: 'start',
  textStyle: 'sm',
  fontWeight: 'medium',
  gap: '1',
  userSelect: 'none',
};

const REQUIRED_CSS: Css = { color: 'fg.error', lineHeight: '1' };

const ERROR_TEXT_CSS: Css = {
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: 'medium',
  gap: '1',
  color: 'fg.error',
  textStyle: 'xs',
};

const HELPER_TEXT_CSS: Css = { color: 'fg.muted', textStyle: 'xs' };

/** An <input>'s look (Chakra's input recipe, outline, md): `aria-invalid` turns its frame to the error colour. */
export const INPUT_CSS: Css = {
  width: '100%',
  minWidth: '0',
  outline: '0',
  position: 'relative',
  appearance: 'none',
  textAlign: 'start',
  borderRadius: 'l2',
  height: '10',
  minW: '10',
  textStyle: 'sm',
  px: '3',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border',
  '--focus-color': 'colors.colorPalette.focusRing',
  '--error-color': 'colors.border.error',
  focusVisibleRing: 'inside',
  focusRingColor: 'var(--focus-color)',
  _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
  _disabled: { layerStyle: 'disabled' },
};

/** The space an input leaves at its end for a button inside it (the password's show/hide). */
export const INPUT_END_ELEMENT_CSS: Css = {
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
};

export interface FieldFrameProps {
  /** The input's id: the label points at it, the texts' ids derive from it. */
  inputId: string;
  label: string;
  required: boolean;
  /** Shown after the label of a field that is not required ("(optional)"), read as part of its name. */
  optionalText?: string | undefined;
  /** Translated message; the input must also be `aria-invalid` and described by it (`fieldInputProps`). */
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, input and message of one form field; a required field's asterisk is hidden from screen readers. */
export function FieldFrame({ inputId, label, required, optionalText, error, hint, children }: FieldFrameProps) {
  return (
    <chakra.div css={ROOT_CSS}>
      <chakra.label htmlFor={inputId} css={LABEL_CSS}>
        {label}
        {required ? (
          <chakra.span aria-hidden="true" css={REQUIRED_CSS}>
            *
          </chakra.span>
        ) : optionalText ? (
          ` ${optionalText}`
        ) : null}
      </chakra.label>
      {children}
      {error !== undefined ? (
        <chakra.div id={fieldErrorTextId(inputId)} aria-live="polite" css={ERROR_TEXT_CSS}>
          {error}
        </chakra.div>
      ) : null}
      {error === undefined && hint ? (
        <chakra.div id={fieldHelperTextId(inputId)} css={HELPER_TEXT_CSS}>
          {hint}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
}
