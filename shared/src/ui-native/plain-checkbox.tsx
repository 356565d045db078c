import type { HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { chakra, useSlotRecipe } from '@restaurant/shared/ui';
import { CheckIcon } from './icons';
import { plainCheckbox } from './recipes/checkbox';

export interface PlainCheckboxProps extends Omit<HTMLChakraProps<'input'>, 'type' | 'children'> {
  readonly label: ReactNode;
}

/**
 * A labelled checkbox on a native `<input type="checkbox">` (so a form's `register` drives it directly, and
 * keyboard, form reset and screen readers get a real checkbox), in the looks of Chakra's checkbox. The input lies
 * over the drawn box, invisible: a click on the box is a click on the input.
 */
export function PlainCheckbox({ label, css, ...inputProps }: PlainCheckboxProps) {
  const styles = useSlotRecipe({ recipe: plainCheckbox })();
  return (
    <chakra.label css={styles['root']}>
      <chakra.span css={styles['box']}>
        <chakra.input type="checkbox" className="peer" css={[styles['input'], css]} {...inputProps} />
        <chakra.span aria-hidden="true" css={styles['control']}>
          <CheckIcon />
        </chakra.span>
      </chakra.span>
      <chakra.span css={styles['label']}>{label}</chakra.span>
    </chakra.label>
  );
}
