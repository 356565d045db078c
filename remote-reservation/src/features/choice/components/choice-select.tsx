import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Box, chakra, ChevronDownIcon, Stack, Text, type BoxProps } from '@restaurant/shared/ui';

export interface ChoiceSelectProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Why nothing can be picked; the select is then disabled, marked invalid and described by it. */
  readonly error?: string;
  /** The `<option>`s. */
  readonly children: ReactNode;
}

// The look of the form family's NativeSelect (outline, md), computed once.
const SELECT_CSS: NonNullable<BoxProps['css']> = {
  width: '100%',
  minW: '0',
  appearance: 'none',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  height: '10',
  ps: '3',
  pe: '8',
  textStyle: 'sm',
  lineHeight: 'normal',
  outline: '0',
  cursor: 'pointer',
  focusVisibleRing: 'inside',
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _invalid: { borderColor: 'border.error', focusRingColor: 'border.error' },
  '& option, & optgroup': { bg: 'bg.panel', color: 'fg' },
};

/**
 * One field of the choice bar: a label and a native select in the form family's looks. Plain elements rather than
 * `ui-form`'s Field and NativeSelect, so the booking page's first load does not download that family (issue 17);
 * the booking details form, which loads later, still uses it.
 */
export function ChoiceSelect({ label, value, onChange, error, children }: ChoiceSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <Box position="relative">
        <chakra.select
          id={id}
          value={value}
          disabled={error !== undefined}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          css={SELECT_CSS}
        >
          {children}
        </chakra.select>
        <ChevronDownIcon
          aria-hidden="true"
          position="absolute"
          insetEnd="2"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color="fg.muted"
          boxSize="4"
        />
      </Box>
      {error !== undefined ? (
        <Text id={errorId} textStyle="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
