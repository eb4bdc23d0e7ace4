// The admin console's two-factor step, as an admin would go through it with an authenticator app: the
// code is computed (otpauth) from the key the console shows. Admin changes need an aal2 session, so
// every browser test that changes something in the console passes this step first.
import type { Page } from 'playwright-core';
import { totpCode } from '../../support/mfa.ts';

async function enterCode(page: Page, secret: string, button: string): Promise<void> {
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('region', { name: /two-factor|Verify it’s you/ }).waitFor({ state: 'detached' });
}

/** First visit: sets up a factor from the console's panel and verifies it. Returns the factor's key. */
export async function setUpTwoFactor(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await enterCode(page, secret, 'Verify and turn on');
  return secret;
}

/** A later sign-in: enters the current code for the factor set up before. */
export async function verifyTwoFactor(page: Page, secret: string): Promise<void> {
  await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
  await enterCode(page, secret, 'Verify');
}
