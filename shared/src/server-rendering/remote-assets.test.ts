import { remoteAssetUrl, setRemotePublicPaths } from './remote-assets';

describe("a remote's asset URLs", () => {
  afterEach(() => setRemotePublicPaths({}));

  it("puts a server build's relative asset under the path the site serves the remote's web build from", () => {
    setRemotePublicPaths({ demo: '/remotes/demo/', ordering: 'https://cdn.example/ordering/' });
    expect(remoteAssetUrl('demo', 'images/avatar-1.5ed726fa9c.svg')).toBe(
      '/remotes/demo/images/avatar-1.5ed726fa9c.svg',
    );
    expect(remoteAssetUrl('ordering', 'images/dish.svg')).toBe('https://cdn.example/ordering/images/dish.svg');
  });

  it("leaves the browser's URLs (already absolute) and a remote the site did not place as they are", () => {
    setRemotePublicPaths({ demo: '/remotes/demo/' });
    const browserUrl = 'http://127.0.0.1:4777/remotes/demo/images/avatar-1.5ed726fa9c.svg';
    expect(remoteAssetUrl('demo', browserUrl)).toBe(browserUrl);
    expect(remoteAssetUrl('demo', '/remotes/demo/images/a.svg')).toBe('/remotes/demo/images/a.svg');
    expect(remoteAssetUrl('auth', 'images/a.svg')).toBe('images/a.svg');
  });
});
