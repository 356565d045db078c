import ar from './ar';
import ch from './ch';
import en from './en';
import fr from './fr';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

function valueAt(tree: Tree, path: string): string {
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
  return typeof value === 'string' ? value : '';
}

describe('auth translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
    ['ch', ch],
  ])('%s has every English key, non-empty, with the same placeholders', (_language, translation) => {
    const english = keysOf(en);
    expect(keysOf(translation).sort()).toEqual([...english].sort());
    for (const key of english) {
      expect(valueAt(translation, key)).not.toBe('');
      expect(placeholders(valueAt(translation, key))).toEqual(placeholders(valueAt(en, key)));
    }
  });
});
