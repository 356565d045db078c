import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedUiFamilies } from './shared-ui-modules';

const sharedPackage = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', '..', '..', 'shared', 'package.json'), 'utf8'),
) as { exports: Record<string, string> };

describe('shared UI families the host provides', () => {
  it('references every lazily loaded UI subpath of the shared package, so no remote brings its own Chakra', () => {
    const declared = Object.keys(sharedPackage.exports)
      .filter((key) => key.startsWith('./ui-'))
      .map((key) => key.slice(2))
      .sort();
    expect([...sharedUiFamilies].sort()).toEqual(declared);
  });
});
