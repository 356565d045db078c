import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Defining a namespace downloads it at once, so the words only lazy parts read stay out of the first page only while
// no module of that page imports their definition. This follows the static imports (not `import()`, not
// `import type`) from what a public page's first render loads.

const SOURCE = path.join(__dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync);
  if (!found) throw new Error(`${specifier} (imported by ${from}) not found`);
  return found;
}

/** Every module the given ones load with them: their static relative imports, followed transitively. */
function staticallyLoaded(...roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = roots.map((root) => path.join(SOURCE, root));
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier) pending.push(resolve(file, specifier));
    }
  }
  return seen;
}

const relative = (files: Set<string>) => [...files].map((file) => path.relative(SOURCE, file));

const LAZY_WORDS = ['lib/dashboard-translations.ts', 'lib/customizer-translations.ts'];

describe('the words only lazy parts read', () => {
  it('are not imported by anything a public page (landing or auth layout) loads on its first render', () => {
    const firstRender = relative(staticallyLoaded('bootstrap.tsx', 'app/layouts/auth-layout.tsx'));
    expect(firstRender).toEqual(expect.arrayContaining(['app/layouts/landing-layout.tsx', 'lib/translations.ts']));
    expect(firstRender.filter((file) => LAZY_WORDS.includes(file))).toEqual([]);
  });

  it('come with the parts that read them: the dashboard layout, the settings drawer', () => {
    expect(relative(staticallyLoaded('app/layouts/full-layout.tsx'))).toContain('lib/dashboard-translations.ts');
    expect(relative(staticallyLoaded('features/customizer/components/customizer-drawer.tsx'))).toContain(
      'lib/customizer-translations.ts',
    );
  });
});
