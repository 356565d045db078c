// Exposed as `staff/MenuEditorPage` (/staff/menu): managers only.
import { MenuEditorPage as MenuEditor } from '../../features/menu-editor/components/menu-editor-page';
import { StaffPage } from '../staff-page';

export default function MenuEditorPage() {
  return (
    <StaffPage manager>
      <MenuEditor />
    </StaffPage>
  );
}
