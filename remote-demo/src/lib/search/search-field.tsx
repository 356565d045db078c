import { Field, Input, InputGroup } from '@restaurant/shared/ui-form';
import { SearchIcon } from '../icons';

export interface SearchFieldProps {
  /** The translated "Search notes"... of the page: the field's name, shown above it unless `hideLabel`. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** In a toolbar the magnifier and placeholder say what the field is: the label is then its accessible name only. */
  hideLabel?: boolean;
}

/** A demo list's search box: filters as the person types (the lists are small and local). */
export function SearchField({ label, placeholder, value, onChange, hideLabel = false }: SearchFieldProps) {
  return (
    <Field.Root maxW={{ md: hideLabel ? undefined : 'sm' }}>
      {hideLabel ? null : <Field.Label>{label}</Field.Label>}
      <InputGroup startElement={<SearchIcon boxSize="4" />} startElementProps={{ color: 'fg.muted', zIndex: '1' }}>
        <Input
          type="search"
          aria-label={hideLabel ? label : undefined}
          placeholder={placeholder ?? (hideLabel ? label : undefined)}
          bg="bg.panel"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}
