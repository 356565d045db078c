import { Field, Input } from '@restaurant/shared/ui-extra';

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A demo list's search box: a labelled search input that filters as the person types (the lists are local). */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <Field.Root maxW={{ md: 'sm' }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        bg="bg.panel"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}
