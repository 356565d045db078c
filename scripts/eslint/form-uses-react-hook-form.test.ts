import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT_DIR } from '../lib/front-ends';
import rule from './form-uses-react-hook-form.cjs';

const RULE = 'local/form-uses-react-hook-form';

/** The rule's reports for one .tsx source, the rule alone. */
function reportsFor(source: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { local: { rules: { 'form-uses-react-hook-form': rule } } },
        rules: { [RULE]: 'error' },
      },
    ],
    'form.tsx',
  );
  return messages.map((message) => message.ruleId ?? message.message);
}

// The old style the rule exists for: a form submitting from useState (the blog's comment form before issue 54).
const STATE_FORM = `
  export function CommentForm({ onSend }: { onSend: (text: string) => void }) {
    const [text, setText] = useState('');
    return (
      <Stack as="form" gap="2" onSubmit={(event) => { event.preventDefault(); onSend(text.trim()); setText(''); }}>
        <Textarea value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </Stack>
    );
  }`;

describe('the form-uses-react-hook-form rule', () => {
  it('reports a form that submits from useState, written as="form" or <form>', () => {
    expect(reportsFor(STATE_FORM)).toEqual([RULE]);
    expect(
      reportsFor(`
        export function Rename() {
          const [name, setName] = useState('');
          return <form onSubmit={save}><input value={name} onChange={(e) => setName(e.target.value)} /></form>;
        }`),
    ).toEqual([RULE]);
    expect(reportsFor(`export const F = () => <Box as={'form'} onSubmit={send} />;`)).toEqual([RULE]);
  });

  it('passes a form whose file calls useForm, useFormContext or a feature hook wrapping useForm', () => {
    expect(
      reportsFor(`
        export function CommentForm() {
          const { register, handleSubmit } = useForm<{ text: string }>({ resolver });
          const submit = handleSubmit(send);
          return <Stack as="form" onSubmit={(event) => void submit(event)}><Textarea {...register('text')} /></Stack>;
        }`),
    ).toEqual([]);
    expect(
      reportsFor(`export function F() { const { submit } = useCheckoutForm(); return <form onSubmit={submit} />; }`),
    ).toEqual([]);
    expect(
      reportsFor(`export function F() { const form = useFormContext(); return <form onSubmit={form.x} />; }`),
    ).toEqual([]);
  });

  it('passes a control that only steers the URL: its submit does nothing but preventDefault', () => {
    expect(
      reportsFor(
        `export const Bar = () => <Box as="form" role="search" onSubmit={(event) => event.preventDefault()} />;`,
      ),
    ).toEqual([]);
    expect(reportsFor(`export const Bar = () => <form onSubmit={(e) => { e.preventDefault(); }} />;`)).toEqual([]);
    expect(reportsFor(`export const Bar = () => <form onSubmit={(e) => { e.preventDefault(); go(); }} />;`)).toEqual([
      RULE,
    ]);
  });

  it('leaves alone forms that do not submit and elements that are not forms', () => {
    expect(reportsFor(`export const F = () => <form aria-label="x" />;`)).toEqual([]);
    expect(reportsFor(`export const F = () => <Stack as="section" onSubmit={send} />;`)).toEqual([]);
  });

  it('is on in eslint.config.js for every front-end package, and fails an old-style form there', async () => {
    // The repository's own config, given to ESLint as is: ESLint would load the file through a dynamic import, which
    // jest's CommonJS runtime does not run.
    const config = createRequire(__filename)(path.join(ROOT_DIR, 'eslint.config.js')) as Linter.Config[];
    const eslint = new ESLint({ cwd: ROOT_DIR, overrideConfigFile: true, baseConfig: config });
    for (const dir of [
      'shared',
      'host',
      'remote-ordering',
      'remote-reservation',
      'remote-auth',
      'remote-demo',
      'remote-staff',
    ]) {
      const fileConfig = (await eslint.calculateConfigForFile(
        path.join(ROOT_DIR, dir, 'src/features/x/components/x.tsx'),
      )) as {
        rules?: Record<string, unknown>;
      };
      expect([dir, fileConfig.rules?.[RULE]]).toEqual([dir, [2]]);
    }
    const [result] = await eslint.lintText(STATE_FORM, {
      filePath: path.join(ROOT_DIR, 'remote-demo/src/features/blog/components/old-comment-form.tsx'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain(RULE);
  });
});
