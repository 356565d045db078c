import type { HTMLChakraProps } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { chakra, IconButton, useSlotRecipe } from '@restaurant/shared/ui';
import { EyeIcon, EyeOffIcon } from './icons';
import { fieldControlProps, usePlainFieldControl } from './plain-field';
import { plainInput } from './recipes/input';

export interface PlainPasswordInputProps extends Omit<HTMLChakraProps<'input'>, 'type'> {
  /** The toggle's name while the password is hidden ("Show password"), translated by the caller. */
  readonly showLabel: string;
  /** Its name while the password is shown. */
  readonly hideLabel: string;
}

// Room at the end for the toggle (what Chakra's InputGroup gives an input with an end element).
const WITH_END_ELEMENT = { pe: '10' } as const;

/**
 * A password input with a show/hide toggle: a named button that says, pressed or not, whether the text is visible,
 * and names the input it controls. Wires itself to an enclosing `PlainField` like `PlainInput`.
 */
export function PlainPasswordInput({ showLabel, hideLabel, css, id, ...props }: PlainPasswordInputProps) {
  const styles = useSlotRecipe({ recipe: plainInput })();
  const field = usePlainFieldControl();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? field?.id ?? generatedId;
  return (
    <chakra.div css={styles['group']}>
      <chakra.input
        css={[styles['field'], WITH_END_ELEMENT, css]}
        {...fieldControlProps(field)}
        {...props}
        id={inputId}
        type={visible ? 'text' : 'password'}
      />
      <chakra.div css={styles['endElement']}>
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={field?.disabled || props.disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </chakra.div>
    </chakra.div>
  );
}
