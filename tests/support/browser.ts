// Debian's Chromium driven by playwright-core, with the flags this closed network needs.
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's chromium-headless-shell: the same Chromium without the desktop browser around it (what
// Playwright itself runs for headless tests), about a quarter less CPU per page. The browser tests use
// it when it is installed; the benchmarks time the full browser a visitor runs.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * `extraArgs`: flags a suite needs beyond these (fake camera and microphone, for instance).
 * `headlessShell`: the headless shell when installed (else the full browser).
 */
export async function launchBrowser(extraArgs: string[] = [], { headlessShell = false } = {}): Promise<Browser> {
  const executablePath = headlessShell && !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}
