import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReservationResponse } from '@restaurant/shared/contracts';
import { freePort } from '../../scripts/lib/free-port';
import { scaled } from '../../scripts/lib/machine';
import {
  calendarEventOf,
  startMailCatcher,
  to,
  type CaughtMail,
  type MailCatcher,
} from '../../scripts/lib/mail-catcher';
import { uniqueEmail } from '../support/api';
import { expect, test, untilPageLive } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/servers';
import { accountButton, openAccountMenu, submitSignIn } from '../support/session';
import { openCustomizer } from './customizer';

/**
 * The composed site sending real mail: a copy of `npm start` with SMTP_URL pointing at an SMTP server this spec
 * runs (smtp-server, each message parsed by mailparser), and no development outbox. A diner signs up in French and
 * gets the code in French, posts a review once verified, switches the site to English and gets the reset link in
 * English, and books a table: the confirmation comes with its calendar file.
 */
test.describe('e-mail that reaches diners', () => {
  let catcher: MailCatcher;
  let site: OwnSite | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000));
    catcher = await startMailCatcher();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-'));
    const port = await freePort();
    site = await startOwnSite(
      {
        DATA_DIR: path.join(dataDir, 'data'),
        APP_BASE_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: catcher.url,
        MAIL_FROM: '"Bếp Nhà" <hello@bepnha.test>',
        AUTH_RATE_LIMIT_MAX: '500',
        LOG_LEVEL: 'warn',
      },
      { port },
    );
  });

  test.afterAll(async () => {
    await site?.stop();
    await catcher?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The message to `email` whose subject matches, once it has arrived. */
  async function mailTo(email: string, subject: RegExp): Promise<CaughtMail> {
    const [mail] = await catcher.waitFor((m) => to(email)(m) && subject.test(m.parsed.subject ?? ''));
    return mail!;
  }

  test('sign up in French, verify, review; reset the password in English; book with a calendar file', async ({
    page,
    context,
  }) => {
    test.setTimeout(scaled(120_000));
    const email = uniqueEmail('mail');
    const password = 'Phở#Ngon2026';
    const newPassword = 'Bún#Chả2027';

    // Sign-up in French: the code arrives in French, in a message the site's links come back to.
    await page.goto(`${site!.url}/auth/register`);
    const customizer = await openCustomizer(page);
    await customizer.chooseLanguage('Français');
    await customizer.close();
    await expect(page.getByRole('heading', { name: 'Créer votre compte', level: 1 })).toBeVisible();
    await page.getByLabel('Nom complet').fill('Camille Nguyễn');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirmez le mot de passe' }).fill(password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail', level: 1 })).toBeVisible();

    const verification = await mailTo(email, /est votre code de vérification Bếp Nhà$/);
    expect(verification.parsed.html).toContain('lang="fr"');
    expect(verification.parsed.text).toContain('Saisissez ce code pour confirmer votre adresse e-mail');
    const code = /\d{6}/.exec(verification.parsed.subject ?? '')![0];
    await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Adresse e-mail vérifiée' })).toBeVisible();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Compte' })).toBeVisible();

    // Back to English while signed in: the site and the diner's e-mails follow. The verified diner may review.
    const english = await openCustomizer(page);
    await english.chooseLanguage('English');
    await english.close();
    await page.goto(`${site!.url}/landing/review`);
    const form = page.getByRole('region', { name: 'Your review' }).getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 out of 5 stars' }).check({ force: true });
    await form.getByRole('textbox', { name: 'Your comment' }).fill('Mail that arrives, then phở that warms.');
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/public/restaurant-review') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Post my review' }).click();
    expect((await posted).status()).toBe(201);

    // Forgotten password: the link arrives, in English now, and sets a new password that signs in.
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto(`${site!.url}/auth/forgot-password`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    const reset = await mailTo(email, /^Reset your Bếp Nhà password$/);
    const link = /https?:\/\/\S+#token=[\w-]+/.exec(reset.parsed.text ?? '')![0];
    expect(link.startsWith(`${site!.url}/auth/forgot-password#token=`)).toBe(true);
    const linkTab = await context.newPage();
    await linkTab.goto(link);
    await linkTab.getByRole('textbox', { name: 'New password' }).fill(newPassword);
    await linkTab.getByRole('textbox', { name: 'Confirm the password' }).fill(newPassword);
    await linkTab.getByRole('button', { name: 'Change my password' }).click();
    await expect(linkTab.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
    await submitSignIn(linkTab, email, newPassword);
    await expect(accountButton(linkTab)).toBeVisible();

    // A booking on the reservation page: the confirmation arrives once, with the booking as a calendar event.
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      new Date(Date.now() + 24 * 3_600_000),
    );
    await linkTab.goto(`${site!.url}/landing/reservation?guests=2&date=${date}&time=19:00&duration=90`);
    // a page of its own, opened outside the fixture's `page`: wait for its hydration as the fixture's goto does
    await untilPageLive(linkTab);
    const firstChoice = linkTab
      .getByRole('region', { name: 'Suggested seating' })
      .getByRole('button', { name: /^Choose / })
      .first();
    await expect(firstChoice).toBeEnabled();
    await firstChoice.click();
    const details = linkTab.getByRole('form', { name: 'Your details' });
    await expect(details.getByRole('textbox', { name: 'Name' })).toHaveValue('Camille Nguyễn');
    await details.getByRole('textbox', { name: 'Phone' }).fill('+84 912 345 678');
    const booked = linkTab.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/public/restaurant-table/reservations' &&
        response.request().method() === 'POST',
    );
    await details.getByRole('button', { name: 'Confirm reservation' }).click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    const reservation = ((await answer.json()) as ReservationResponse).data;
    await expect(linkTab.getByRole('status').filter({ hasText: 'Your table is booked' })).toBeVisible();

    const confirmation = await mailTo(email, new RegExp(`^Your table is booked: .*\\(${reservation.code}\\)$`));
    const [ics] = confirmation.parsed.attachments;
    expect(ics?.contentType).toBe('text/calendar');
    const event = calendarEventOf(ics!.content.toString('utf8'));
    expect(event.start.toISOString()).toBe(reservation.startAt);
    expect(event.end.toISOString()).toBe(reservation.endAt);
    expect(catcher.messages.filter(to(email)).map((mail) => mail.parsed.subject)).toHaveLength(3);
  });
});
