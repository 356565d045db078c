import { describe, expect, it } from '@jest/globals';
import { forwardRef, memo } from 'react';
import hoistNonReactStatics from './hoist-non-react-statics';

function Source() {
  return null;
}
Object.assign(Source, { displayName: 'Source', defaultProps: { tone: 'plain' }, fragment: 'query', helper: () => 1 });

describe('hoisting non-React statics (stand-in for hoist-non-react-statics)', () => {
  it("copies a component's own statics and leaves React's and the function's own alone", () => {
    function Target() {
      return null;
    }
    const hoisted = hoistNonReactStatics(Target, Source) as typeof Target & Record<string, unknown>;

    expect(hoisted).toBe(Target);
    expect(hoisted['fragment']).toBe('query');
    expect(hoisted['helper']).toBe((Source as unknown as Record<string, unknown>)['helper']);
    expect(hoisted['displayName']).toBeUndefined();
    expect(hoisted['defaultProps']).toBeUndefined();
    expect(hoisted.name).toBe('Target');
  });

  it('keeps the React fields of forwardRef and memo targets', () => {
    const refTarget = forwardRef(() => null);
    const memoTarget = memo(() => null);
    const render = (refTarget as unknown as { render: unknown }).render;
    const source = Object.assign(() => null, { render: 'not a render function', compare: 'nor a comparer', tag: 1 });

    hoistNonReactStatics(refTarget, source);
    hoistNonReactStatics(memoTarget, source);

    expect((refTarget as unknown as { render: unknown }).render).toBe(render);
    expect((memoTarget as unknown as { compare: unknown }).compare).toBeNull();
    expect((refTarget as unknown as { tag: number }).tag).toBe(1);
  });

  it('skips blacklisted keys and string (HTML) sources', () => {
    const target = () => null;

    hoistNonReactStatics(target, Source, { fragment: true });
    hoistNonReactStatics(target, 'div');

    expect((target as unknown as Record<string, unknown>)['fragment']).toBeUndefined();
    expect((target as unknown as Record<string, unknown>)['helper']).toEqual(expect.any(Function));
  });
});
