import { defaultConfig } from '@chakra-ui/react';
import { keyframes, semanticTokens, tokens } from '.';

describe("local copy of Chakra's default tokens", () => {
  const theme = defaultConfig.theme ?? {};

  it('keeps the tokens identical to the installed Chakra version', () => {
    expect(tokens).toEqual(theme.tokens);
  });

  it('keeps the semantic tokens, generated palettes included, identical to the installed Chakra version', () => {
    expect(semanticTokens).toEqual(theme.semanticTokens);
  });

  it('keeps the keyframes identical to the installed Chakra version', () => {
    expect(keyframes).toEqual(theme.keyframes);
  });
});
