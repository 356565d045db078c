// The ids of a field's texts. The same as Chakra's Field (Ark) gives them, so a field drawn by FieldFrame and one
// built on Field (the verification code) are described the same way.

export function fieldErrorTextId(fieldId: string): string {
  return `field::${fieldId}::error-text`;
}

export function fieldHelperTextId(fieldId: string): string {
  return `field::${fieldId}::helper-text`;
}

/**
 * What an input's `aria-describedby` points at: its error when it has one, else its hint. The error rather than
 * `aria-errormessage` alone (Chakra's Field), which several screen readers still ignore.
 */
export function fieldDescription(fieldId: string, hasError: boolean, hasHint: boolean): string | undefined {
  if (hasError) return fieldErrorTextId(fieldId);
  if (hasHint) return fieldHelperTextId(fieldId);
  return undefined;
}
