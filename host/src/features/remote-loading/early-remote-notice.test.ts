import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CUSTOMIZER } from '@restaurant/shared';
import en from '../../locales/en';
import { removeEarlyRemoteNotice, showEarlyRemoteNotice } from './early-remote-notice';

/** The notice's template of the real page (src/index.html), filled as the build fills it (host/webpack.config.ts). */
function pageTemplate(): string {
  const page = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  const template = /<template id="remote-early-notice-template">[\s\S]*?<\/template>/.exec(page)?.[0] ?? '';
  return template.replace(/<%- earlyNotice\.(\w+) %>/g, (_match, key: keyof typeof en.remoteUnavailable) => {
    return en.remoteUnavailable[key];
  });
}

beforeEach(() => {
  document.body.innerHTML = `<div id="root"></div>${pageTemplate()}`;
});

afterEach(() => {
  removeEarlyRemoteNotice();
  delete document.documentElement.dataset['pageLive'];
});

describe('the notice of a remote that could not be fetched before the app started', () => {
  it('says the section is unavailable, outside the app, and reloads the page on Retry', async () => {
    const reload = jest.fn();
    showEarlyRemoteNotice(reload);

    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(en.remoteUnavailable.title);
    expect(notice).toHaveTextContent(en.remoteUnavailable.description);
    expect(document.getElementById('root')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: en.remoteUnavailable.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is worded in the default language', () => {
    expect(DEFAULT_CUSTOMIZER.language).toBe('en');
  });

  it('stays away once the page (or its own panel) is live, and is shown only once', () => {
    document.documentElement.dataset['pageLive'] = 'true';
    showEarlyRemoteNotice();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    delete document.documentElement.dataset['pageLive'];
    showEarlyRemoteNotice();
    showEarlyRemoteNotice();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('goes when React takes over', () => {
    showEarlyRemoteNotice();
    removeEarlyRemoteNotice();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
