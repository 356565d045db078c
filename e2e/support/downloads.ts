import type { Page, Response } from '@playwright/test';
import type { JsSource } from '../../scripts/lib/bundle-markers';

/** Every JS file the page received while `action` ran, once the network went quiet after it. */
export async function javaScriptDuring(page: Page, action: () => Promise<void>): Promise<JsSource[]> {
  const responses: Response[] = [];
  const onResponse = (response: Response): void => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(
    responses.map(async (response) => ({ url: response.url(), source: await response.text().catch(() => '') })),
  );
}
