import type { HTMLChakraProps } from '@chakra-ui/react';
import { chakra, useSlotRecipe } from '@restaurant/shared/ui';
import { fieldControlProps, usePlainFieldControl } from './plain-field';
import { plainInput } from './recipes/input';

export type PlainInputProps = HTMLChakraProps<'input'>;

/**
 * A native `<input>` (text, e-mail, search, tel...) in the form family's looks. Inside a `PlainField` it takes the
 * field's id, required and disabled state, `aria-invalid` and description; alone it needs an `aria-label`.
 */
export function PlainInput({ css, ...props }: PlainInputProps) {
  const styles = useSlotRecipe({ recipe: plainInput })();
  const field = usePlainFieldControl();
  return <chakra.input css={[styles['field'], css]} {...fieldControlProps(field)} {...props} />;
}
