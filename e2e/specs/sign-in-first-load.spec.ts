import { uiFamiliesIn } from '../../scripts/lib/bundle-markers';
import { paths } from '../../shared/src/router/paths';
import { seriousViolations } from '../support/axe';
import { javaScriptDuring } from '../support/downloads';
import { expect, test } from '../support/fixtures';

// The sign-in form is react-hook-form over Chakra's fields (issue 28): its first render downloads the form family
// and the checkbox's, nothing else, and validates with rules it loads on the first check. Sizes are the bench's
// figures; these tests check what is downloaded and how it behaves.

test('the sign-in page renders with the form and choice families only, and its form checks, toggles and explains', async ({
  page,
}) => {
  const firstRender = await javaScriptDuring(page, async () => {
    await page.goto(paths.auth.login);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  });
  expect(uiFamiliesIn(firstRender)).toEqual(['ui-checkbox', 'ui-form']);
  expect(await seriousViolations(page)).toEqual([]);

  const remember = page.getByRole('checkbox', { name: 'Remember me on this device' });
  await expect(remember).toBeChecked();
  await page.getByText('Remember me on this device').click();
  await expect(remember).not.toBeChecked();
  await remember.focus();
  await page.keyboard.press('Space');
  await expect(remember).toBeChecked();

  const email = page.getByLabel('E-mail address');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(email).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription('This field is required.');
  // The pointer off the submit button: its hover shade is the button recipe's, not this form's.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
});
