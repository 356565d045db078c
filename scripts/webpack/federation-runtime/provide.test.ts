import { describe, expect, it } from '@jest/globals';
import { getInstance, init } from '@module-federation/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
import { BORROWED_RUNTIME_GLOBAL, type BundlerRuntimeFactory } from './contract';
import provideFederationRuntimePlugin from './provide';

function provideAndBorrow(): BundlerRuntimeFactory {
  const plugin = provideFederationRuntimePlugin();
  plugin.beforeInit?.({} as never);
  const factory = (globalThis as typeof globalThis & Record<string, BundlerRuntimeFactory | undefined>)[
    BORROWED_RUNTIME_GLOBAL
  ];
  if (!factory) throw new Error('the host plugin provided no bundler runtime');
  return factory;
}

describe('the bundler runtime the host lends to remote containers', () => {
  const host = init({ name: 'host', remotes: [] });
  const borrow = provideAndBorrow();

  it("creates a remote's own instance without replacing the host's current one", () => {
    const ordering = borrow().runtime?.init({ name: 'ordering', remotes: [] });

    expect(ordering?.name).toBe('ordering');
    expect(ordering).not.toBe(host);
    expect(getInstance()).toBe(host);
  });

  it('finds the instance a container of the same name already made', () => {
    const first = borrow().runtime?.init({ name: 'auth', remotes: [] });
    const second = borrow().runtime?.init({ name: 'auth', remotes: [] });

    expect(second).toBe(first);
  });

  it('gives every container objects of its own to write to, and the container entry the host is built without', () => {
    const ordering = borrow();
    const reservation = borrow();

    expect(ordering.bundlerRuntime).not.toBe(reservation.bundlerRuntime);
    expect(ordering.bundlerRuntime?.S).not.toBe(federation.bundlerRuntime?.S);
    expect(ordering.bundlerRuntimeOptions).not.toBe(federation.bundlerRuntimeOptions);
    expect(ordering.instance).toBeUndefined();
    expect(ordering.bundlerRuntime?.initContainerEntry).toEqual(expect.any(Function));
  });
});
