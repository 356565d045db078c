import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@restaurant/shared/ui-checkbox';

export interface FormCheckboxProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  readonly name: FieldPathByValue<Values, boolean>;
  readonly label: string;
  /** Called after every change, as the form's text fields call it (a saved notice or a conflict then clears). */
  readonly onEdit: () => void;
}

/** A yes/no field of a react-hook-form form, drawn as Chakra's checkbox (its hidden input carries the field's ref). */
export function FormCheckbox<Values extends FieldValues>({ control, name, label, onEdit }: FormCheckboxProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: box }) => (
        <Checkbox.Root
          checked={box.value}
          name={box.name}
          onCheckedChange={({ checked }) => {
            box.onChange(checked === true);
            onEdit();
          }}
        >
          <Checkbox.HiddenInput ref={box.ref} onBlur={box.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
