import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { sharedUiSubpaths } from '../webpack/shared-map';
import { demoRemoteFiles, UI_FAMILY_MARKERS, uiFamiliesIn } from './bundle-markers';

const recipe = (name: string): string =>
  readFileSync(
    path.join(
      __dirname,
      '..',
      '..',
      'node_modules',
      '@chakra-ui',
      'react',
      'dist',
      'esm',
      'theme',
      'recipes',
      `${name}.js`,
    ),
    'utf8',
  );

describe('UI family markers', () => {
  it('know every lazily loaded UI family of the shared map', () => {
    expect(Object.keys(UI_FAMILY_MARKERS).sort()).toEqual(sharedUiSubpaths.filter((name) => name !== 'ui').sort());
  });

  it("are class names Chakra's theme recipes really declare", () => {
    expect(recipe('dialog')).toContain(`className: ${UI_FAMILY_MARKERS['ui-dialog']}`);
    expect(recipe('native-select')).toContain(`className: ${UI_FAMILY_MARKERS['ui-form']}`);
    expect(recipe('timeline')).toContain(`className: ${UI_FAMILY_MARKERS['ui-demo']}`);
  });

  it("mark the select family by its machine, since NativeSelect's recipe carries Select's class name", () => {
    expect(recipe('native-select')).toContain("from './select.js'");
    const machine = readFileSync(
      path.join(__dirname, '..', '..', 'node_modules', '@zag-js', 'select', 'dist', 'select.machine.mjs'),
      'utf8',
    );
    expect(machine).toContain(UI_FAMILY_MARKERS['ui-select']);
  });

  it('find the families minified chunks carry, whichever quotes the minifier chose', () => {
    const files = [
      { url: 'http://site/2283.abc.js', source: 'var a={className:"chakra-dialog",slots:[]}' },
      { url: 'http://site/2454.abc.js', source: "x({className:'chakra-native-select'})" },
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
