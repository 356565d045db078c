import type { HTMLChakraProps } from '@chakra-ui/react';
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { chakra, useSlotRecipe } from '@restaurant/shared/ui';
import { plainField } from './recipes/field';

// The ids of a field's texts: the same as Chakra's Field (Ark) gives them, so a field drawn here and one built on
// `ui-form`'s Field (the verification code) are described the same way.
export function fieldErrorTextId(fieldId: string): string {
  return `field::${fieldId}::error-text`;
}

export function fieldHelperTextId(fieldId: string): string {
  return `field::${fieldId}::helper-text`;
}

/** What a control inside a `PlainField` takes from it: its id, name and description, and its state. */
export interface PlainFieldControl {
  readonly id: string;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly invalid: boolean;
  /**
   * The error when there is one, else the helper text: the error itself rather than `aria-errormessage` alone
   * (Chakra's Field), which several screen readers still ignore.
   */
  readonly describedBy: string | undefined;
}

const FieldContext = createContext<PlainFieldControl | null>(null);

/** The enclosing field's wiring, or nothing for a control used on its own (then named by `aria-label`). */
export function usePlainFieldControl(): PlainFieldControl | null {
  return useContext(FieldContext);
}

/** The attributes a native control gets from its field; its own props win where it sets them. */
export function fieldControlProps(field: PlainFieldControl | null) {
  if (!field) return {};
  return {
    id: field.id,
    required: field.required || undefined,
    disabled: field.disabled || undefined,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.describedBy,
  };
}

export interface PlainFieldProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  readonly label: ReactNode;
  /** The control's id (the label points at it, the texts' ids derive from it); generated when absent. */
  readonly id?: string | undefined;
  /** Marks the control required; the label shows an asterisk hidden from screen readers. */
  readonly required?: boolean | undefined;
  /** Shown after the label of a field that is not required ("(optional)"), read as part of its name. */
  readonly optionalText?: string | undefined;
  /** Translated message: the control becomes `aria-invalid` and described by it. */
  readonly errorText?: ReactNode;
  /** Shown, and describing the control, while there is no error. */
  readonly helperText?: ReactNode;
  readonly disabled?: boolean | undefined;
  /** The one control: `PlainInput`, `PlainPasswordInput` or `PlainSelect`, which wire themselves to the field. */
  readonly children: ReactNode;
}

/** A text given to the field that renders as something (what React leaves out: nothing, null, false). */
const isShown = (text: ReactNode): boolean => text !== undefined && text !== null && text !== false;

/** Label, control and message of one form field, on plain elements, with the control wired to its texts. */
export function PlainField({
  label,
  id,
  required = false,
  optionalText,
  errorText,
  helperText,
  disabled = false,
  children,
  ...rootProps
}: PlainFieldProps) {
  const styles = useSlotRecipe({ recipe: plainField })();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const invalid = isShown(errorText);
  const hasHelper = !invalid && isShown(helperText);
  const describedBy = invalid ? fieldErrorTextId(controlId) : hasHelper ? fieldHelperTextId(controlId) : undefined;
  const control = useMemo(
    () => ({ id: controlId, required, disabled, invalid, describedBy }),
    [controlId, required, disabled, invalid, describedBy],
  );
  return (
    <chakra.div css={styles['root']} {...rootProps}>
      <chakra.label htmlFor={controlId} css={styles['label']} data-disabled={disabled || undefined}>
        {label}
        {required ? (
          <chakra.span aria-hidden="true" css={styles['requiredIndicator']}>
            *
          </chakra.span>
        ) : optionalText ? (
          ` ${optionalText}`
        ) : null}
      </chakra.label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {invalid ? (
        <chakra.div id={fieldErrorTextId(controlId)} aria-live="polite" css={styles['errorText']}>
          {errorText}
        </chakra.div>
      ) : null}
      {hasHelper ? (
        <chakra.div id={fieldHelperTextId(controlId)} css={styles['helperText']}>
          {helperText}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
}
