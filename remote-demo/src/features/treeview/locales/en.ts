import type { Translated } from '@restaurant/shared';
/** `demoTreeview`: the words of the tree view demo page. */
const en = {
  intro:
    'Arrow keys move through the tree, Right and Left open and close folders, Home and End jump to the ends, and typing a name’s first letters finds it.',
  files: 'Project files',
  controlled: 'Controlled',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  selected: 'Selected: {{name}}',
  nothingSelected: 'Nothing selected yet.',
  multiple: 'Multiple selection',
  multipleTree: 'Files to share',
  multipleHint: 'Hold Ctrl or Shift, or press Space, to select several files.',
  selectedCount: '{{count}} selected',
  keyboard: 'Keyboard',
  keys: {
    arrows: 'Up and Down: previous and next item',
    rightLeft: 'Right and Left: open or enter, close or go to the parent folder',
    homeEnd: 'Home and End: first and last item',
    enter: 'Enter or Space: select',
    typeahead: 'Letters: the next item whose name starts with them',
    star: 'Asterisk: open every folder at the same level',
  },
};

export type TreeviewTexts = Translated<typeof en>;
export default en;
