/** Dev server ports of the team plan; the host's dev `/remotes.json` points at these. */
export const DEV_PORTS = {
  host: 3100,
  ordering: 3101,
  reservation: 3102,
  auth: 3103,
  demo: 3104,
  staff: 3105,
  api: 3200,
} as const;

export type FrontEndName = Exclude<keyof typeof DEV_PORTS, 'api'>;
export type RemoteName = Exclude<FrontEndName, 'host'>;

export const REMOTE_NAMES: readonly RemoteName[] = ['ordering', 'reservation', 'auth', 'demo', 'staff'];

export function devRemotesJson(): Record<RemoteName, string> {
  const entries = REMOTE_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`] as const);
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}
