/** The menu editor (`paths.staff.menu`, issue 55): filled in by the next commits. */
export function MenuEditorPage() {
  return null;
}
