import { act, screen } from '@testing-library/react';
import { useSessionNoticeStore } from '@restaurant/shared';
import type { RemotePageModule } from '@restaurant/shared/router';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setRemoteLoaderForTests } from '../../features/remote-loading/load-remote-page';
import { setUpTranslations } from '../../testing/translations';
import { SessionNotice } from './session-notice';

const notice: RemotePageModule = { default: () => <div role="alert">Your session has ended</div> };

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  setRemoteLoaderForTests(null);
  useSessionNoticeStore.setState({ expired: false });
});

describe('SessionNotice', () => {
  // The remote-down fallback (nothing) is covered by remote-widget.test.tsx.
  it('downloads the auth remote only once a session has ended on its own', async () => {
    const loader = jest.fn(async () => notice);
    setRemoteLoaderForTests(loader);
    renderWithProviders(<SessionNotice maxW="7xl" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();

    act(() => useSessionNoticeStore.setState({ expired: true }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended');
    expect(loader).toHaveBeenCalledWith('auth/SessionExpiredNotice');
  });
});
