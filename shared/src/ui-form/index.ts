// Text fields and their frame: labels, help and error texts, inputs, text areas, native selects. No state machine, so a
// few KB; the menu search, the booking form and the sign-in forms need only this. Its own shared module (an MF
// singleton, never tree-shaken), so a page downloads it only when it renders one of these. Explicit named re-exports
// only.
export {
  Field,
  Fieldset,
  Input,
  InputAddon,
  InputGroup,
  NativeSelect,
  Textarea,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
