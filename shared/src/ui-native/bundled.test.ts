import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The family's source files, recipes included, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// Each remote bundles ui-native (it is not a shared module), so a Chakra component or hook imported here directly
// would be the remote's own copy, outside the host's ChakraProvider. Types and `defineSlotRecipe` (an identity
// function) are all it may take from Chakra itself; everything else comes through the `ui` and `system` singletons.
describe('ui-native, bundled by each remote', () => {
  it.each(sourceFiles(__dirname).map((file) => path.relative(__dirname, file)))(
    '%s takes no Chakra value but defineSlotRecipe from @chakra-ui/react',
    (file) => {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      const chakraImports = [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)];
      for (const [, typeOnly, names = ''] of chakraImports) {
        if (typeOnly) continue;
        const values = names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '));
        expect(values.filter((name) => name !== 'defineSlotRecipe')).toEqual([]);
      }
      expect(source).not.toMatch(/from '@chakra-ui\/react\/|require\('@chakra-ui/);
    },
  );
});
