import type { HTMLChakraProps } from '@chakra-ui/react';
import { chakra, ChevronDownIcon, useSlotRecipe } from '@restaurant/shared/ui';
import { fieldControlProps, usePlainFieldControl } from './plain-field';
import { plainSelect } from './recipes/select';

export type PlainSelectProps = HTMLChakraProps<'select'>;

/**
 * A native `<select>` (the phone's own picker, full keyboard and screen-reader support) in the form family's looks,
 * with its chevron. Children are its `<option>`s. Wires itself to an enclosing `PlainField` like `PlainInput`.
 */
export function PlainSelect({ css, children, ...props }: PlainSelectProps) {
  const styles = useSlotRecipe({ recipe: plainSelect })();
  const field = usePlainFieldControl();
  return (
    <chakra.div css={styles['root']}>
      <chakra.select className="peer" css={[styles['field'], css]} {...fieldControlProps(field)} {...props}>
        {children}
      </chakra.select>
      <ChevronDownIcon css={styles['indicator']} />
    </chakra.div>
  );
}
