// Number inputs with steppers (their number parsing and formatting is about 16 KB gzip). Its own shared module (an MF
// singleton, never tree-shaken), so a page downloads it only when it renders one of these. Explicit named re-exports
// only.
export { NumberInput } from '@chakra-ui/react';
