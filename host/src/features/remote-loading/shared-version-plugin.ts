import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeSkew, findSharedSkews, type SharedDeclaration, type SharedSkew } from '@restaurant/shared/federation';

type LoadRemoteSnapshotHook = NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>;
type SnapshotArgs = Parameters<LoadRemoteSnapshotHook>[0];

/** A remote refused before any of its code ran: it was built against another major version of a shared singleton. */
export class SharedVersionSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly skews: readonly SharedSkew[],
  ) {
    super(skews.map((skew) => describeSkew(remote, skew)).join('; '));
    this.name = 'SharedVersionSkewError';
  }
}

/** What this host provides, from its own federation options (the versions its build put in the share scope). */
function hostDeclarations(shared: SnapshotArgs['options']['shared']): SharedDeclaration[] {
  return Object.entries(shared).flatMap(([name, copies]) =>
    copies.map((copy) => ({ name, version: copy.version ?? '', singleton: copy.shareConfig?.singleton ?? false })),
  );
}

/**
 * Compares a remote's manifest (its `shared` list names the versions it was built with) with the host's own shared
 * versions when the runtime reads the manifest, before remoteEntry.js is fetched: no request of its own, and a refused
 * remote never runs, so there is never a second React in the page. The error reaches `errorLoadRemote`, where the
 * fallback plugin turns it into the remote's panel.
 */
export function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'restaurant-shared-version-check',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const remote = args.moduleInfo.name;
      const skews = findSharedSkews(hostDeclarations(args.options.shared), args.manifestJson.shared);
      if (skews.length === 0) return args;
      for (const skew of skews) console.error(describeSkew(remote, skew));
      throw new SharedVersionSkewError(remote, skews);
    },
  };
}
