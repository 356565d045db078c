import { folderValues, SAMPLE_PROJECT } from './sample-tree';

describe('the sample project', () => {
  it('lists every folder, nested ones too, and no file', () => {
    expect(folderValues(SAMPLE_PROJECT)).toEqual([
      'src',
      'src/components',
      'src/pages',
      'public',
      'docs',
      'docs/guides',
    ]);
  });
});
