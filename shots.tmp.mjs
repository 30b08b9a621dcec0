import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4401';
const out = process.env.OUT ?? '/tmp/shots16';
const [w, h] = (process.env.SIZE ?? '1280x900').split('x').map(Number);
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: w < 500, hasTouch: w < 500, deviceScaleFactor: 1, serviceWorkers: 'block' });
for (const [i, path] of pages.entries()) {
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  if (process.env.FOOTER) { await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); await page.waitForTimeout(1500); await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); await page.waitForTimeout(800); }
  const name = `${out}/${w}-${path.replace(/[^a-z0-9]+/gi, '_')}${process.env.FOOTER ? '-foot' : ''}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
  console.log(name, await page.title());
  await page.close();
}
await browser.close();
