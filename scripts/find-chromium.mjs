// Finds the system Chromium; Playwright never downloads a browser in this project.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export const CHROMIUM_MISSING_MESSAGE = `No Chromium found for the end-to-end tests.
Install the system browser (Debian/Ubuntu: sudo apt-get install chromium),
or set CHROMIUM_PATH to a Chromium or Chrome binary. Playwright never downloads one here.`;
