// Exposed as `staff/FloorEditorPage` (/staff/floors): managers only.
import { FloorEditorPage as FloorEditor } from '../../features/floor-editor/components/floor-editor-page';
import { StaffPage } from '../staff-page';

export default function FloorEditorPage() {
  return (
    <StaffPage manager>
      <FloorEditor />
    </StaffPage>
  );
}
