import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { sharedUiSubpaths } from '../webpack/shared-map';
import { demoRemoteFiles, UI_FAMILY_MARKERS, uiFamiliesIn } from './bundle-markers';

/** A file of @chakra-ui/react's ES build, by its path under `dist/esm/`. */
const chakraFile = (...segments: string[]): string =>
  readFileSync(
    path.join(__dirname, '..', '..', 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', ...segments),
    'utf8',
  );
const chakraComponent = (folder: string): string => chakraFile('components', folder, `${folder}.js`);

describe('UI family markers', () => {
  it('know every lazily loaded UI family of the shared map', () => {
    expect(Object.keys(UI_FAMILY_MARKERS).sort()).toEqual(sharedUiSubpaths.filter((name) => name !== 'ui').sort());
  });

  it("are the keys Chakra's component modules give their recipe context", () => {
    const declared = (marker: string): string => `createSlotRecipeContext({ ${marker.replace(':', ': ')} })`;
    expect(chakraComponent('dialog')).toContain(declared(UI_FAMILY_MARKERS['ui-dialog']));
    expect(chakraComponent('native-select')).toContain(declared(UI_FAMILY_MARKERS['ui-form']));
    expect(chakraComponent('timeline')).toContain(declared(UI_FAMILY_MARKERS['ui-demo']));
    expect(chakraComponent('pagination')).toContain(declared(UI_FAMILY_MARKERS['ui-demo-controls']));
  });

  it("are not in Chakra's theme, which the one system carries on every page", () => {
    const theme = chakraFile('theme', 'recipes', 'dialog.js');
    expect(theme).not.toContain('key: "dialog"');
  });

  it("mark the select family by its machine's events", () => {
    const machine = readFileSync(
      path.join(__dirname, '..', '..', 'node_modules', '@zag-js', 'select', 'dist', 'select.machine.mjs'),
      'utf8',
    );
    expect(machine).toContain(UI_FAMILY_MARKERS['ui-select']);
  });

  it('find the families minified chunks carry, whichever quotes the minifier chose', () => {
    const files = [
      { url: 'http://site/2283.abc.js', source: 'var a=(0,r.createSlotRecipeContext)({key:"dialog"})' },
      { url: 'http://site/2454.abc.js', source: "x({key:'nativeSelect'})" },
      { url: 'http://site/main.abc.js', source: 'nothing of the families here' },
    ];
    expect(uiFamiliesIn(files)).toEqual(['ui-dialog', 'ui-form']);
    expect(uiFamiliesIn(files.slice(2))).toEqual([]);
  });

  it('tell the demo remote files from the others', () => {
    const files = [
      { url: 'http://site/remotes/demo/remoteEntry.js', source: '' },
      { url: 'http://site/remotes/ordering/remoteEntry.js', source: '' },
      { url: 'http://site/main.abc.js', source: '' },
    ];
    expect(demoRemoteFiles(files)).toEqual(['http://site/remotes/demo/remoteEntry.js']);
  });
});
