/**
 * Chakra's Field (Ark) points `aria-errormessage` at the error text, which several screen readers still ignore, and
 * `aria-describedby` only at the helper text. These ids let the input describe itself by its error too.
 */
export function fieldDescription(fieldId: string, hasError: boolean, hasHint: boolean): string | undefined {
  if (hasError) return `field::${fieldId}::error-text`;
  if (hasHint) return `field::${fieldId}::helper-text`;
  return undefined;
}
