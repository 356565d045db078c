// Exposed as `demo/FormsSection`: every /forms/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('forms', {
  autocomplete: () => import('../../features/forms/components/autocomplete-page'),
  button: () => import('../../features/forms/components/button-page'),
  checkbox: () => import('../../features/forms/components/checkbox-page'),
  radio: () => import('../../features/forms/components/radio-page'),
  slider: () => import('../../features/forms/components/slider-page'),
  'date-time': () => import('../../features/forms/components/date-time-page'),
  switch: () => import('../../features/forms/components/switch-page'),
  'form-layouts': () => import('../../features/forms/components/form-layouts-page'),
  'form-custom': () => import('../../features/forms/components/form-custom-page'),
  'form-wizard': () => import('../../features/forms/components/form-wizard-page'),
  'form-validation': () => import('../../features/forms/components/form-validation-page'),
  // Tiptap (ProseMirror) is imported only below this page, so it downloads with this page's chunk alone.
  'quill-editor': () => import('../../features/forms/components/quill-editor-page'),
});
