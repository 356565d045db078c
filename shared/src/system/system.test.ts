import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes as themeRecipes, slotRecipes as themeSlotRecipes } from '@chakra-ui/react/theme';
import { appSystem } from './system';

/** @chakra-ui/react's ES build, read as text: which module a name comes from, which recipe keys a module asks for. */
const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react')), '..', 'esm');
const chakraIndex = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
const sharedSrc = path.join(__dirname, '..');

/** The Chakra names a UI family (`ui`, `ui-form`...) re-exports: its `export { ... } from '@chakra-ui/react'`. */
function chakraNamesOf(family: string): string[] {
  const source = readFileSync(path.join(sharedSrc, family, 'index.ts'), 'utf8');
  return [...source.matchAll(/export \{([^}]*)\} from '@chakra-ui\/react';/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

/** The component folder (`components/checkbox`) a name of Chakra's index comes from; null for Ark's and hooks. */
function componentFolderOf(name: string): string | null {
  const namespace = new RegExp(`export \\{ ([\\w$]+) as ${name} \\};`).exec(chakraIndex)?.[1];
  const fromLine = namespace
    ? new RegExp(`import \\* as ${namespace.replace(/\$/g, '\\$')} from '\\./(components/[\\w-]+)/`).exec(chakraIndex)
    : new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./(components/[\\w-]+)/`).exec(chakraIndex);
  return fromLine?.[1] ?? null;
}

/** The recipe keys a component folder's modules look up, with those of the components they render (`../checkmark/`). */
function recipeKeysOf(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  const dir = path.join(chakraEsm, folder);
  if (!existsSync(dir)) return keys;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/key: "(\w+)"/g)) keys.add(match[1] ?? '');
    for (const match of source.matchAll(/from '\.\.\/([\w-]+)\//g)) {
      for (const key of recipeKeysOf(`components/${match[1] ?? ''}`, seen)) keys.add(key);
    }
  }
  return keys;
}

const uiFamilies = readdirSync(sharedSrc).filter((name) => name === 'ui' || name.startsWith('ui-'));

describe('the Chakra system', () => {
  it('is built once, on first use', () => {
    expect(appSystem()).toBe(appSystem());
  });

  it('writes a CSS variable per token and the customizer switches into its global CSS', () => {
    expect(JSON.stringify(appSystem().getTokenCss())).toContain('--chakra-colors-bg');
    const globalCss = JSON.stringify(appSystem().getGlobalCss());
    expect(globalCss).toContain('html[data-color-theme=aqua]');
    expect(globalCss).toContain('html[data-card-shadow=off]');
  });

  it('holds the recipe of every Chakra component a UI family re-exports, so it is styled whenever its family loads', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const family of uiFamilies) {
      for (const name of chakraNamesOf(family)) {
        const folder = componentFolderOf(name);
        if (folder === null) continue;
        // A key Chakra's theme has no recipe for (Text's `text`) is styled by props alone.
        for (const key of recipeKeysOf(folder)) {
          if (!(key in themeRecipes) && !(key in themeSlotRecipes)) continue;
          checked += 1;
          if (!appSystem().isRecipe(key) && !appSystem().isSlotRecipe(key)) missing.push(`${family} ${name}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The reading above found the families' components (Button, Dialog, Tabs...), not nothing.
    expect(uiFamilies).toEqual(expect.arrayContaining(['ui', 'ui-form', 'ui-dialog', 'ui-demo']));
    expect(checked).toBeGreaterThan(60);
  });

  it("leaves out the recipes of Chakra components no family re-exports (they would cost every page's bytes)", () => {
    expect(appSystem().isSlotRecipe('datePicker')).toBe(false);
    expect(appSystem().isSlotRecipe('colorPicker')).toBe(false);
    expect(appSystem().isSlotRecipe('button')).toBe(false);
    expect(appSystem().isRecipe('button')).toBe(true);
  });

  it("rounds and lifts cards as the customizer says, over the rest of Chakra's card recipe", () => {
    const root = appSystem().getSlotRecipeFn('card')()['root'];
    expect(root).toMatchObject({
      '@layer recipes': {
        borderRadius: 'var(--chakra-radii-card)',
        boxShadow: 'var(--chakra-shadows-card)',
        // Chakra's own: its medium size and panel background.
        '--card-padding': 'var(--chakra-spacing-6)',
        background: 'var(--chakra-colors-bg-panel)',
      },
    });
  });
});
