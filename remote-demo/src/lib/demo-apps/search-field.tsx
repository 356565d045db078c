import { Input, InputGroup } from '@restaurant/shared/ui-extra';
import { SearchIcon } from './icons';

export interface SearchFieldProps {
  /** The accessible name (and placeholder): the translated "Search notes"... of the page. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box: filters as the user types (the lists are small and local). */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <InputGroup startElement={<SearchIcon boxSize="4" />} startElementProps={{ color: 'fg.muted', zIndex: '1' }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        bg="bg.panel"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}
