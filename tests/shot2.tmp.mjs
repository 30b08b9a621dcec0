import { chromium } from 'playwright';
const [,, url, out, w='1280', h='900', target=''] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: +w, height: +h }, isMobile: +w < 500, hasTouch: +w < 500 });
p.on('console', m => { if (m.type() === 'error') console.log('console error:', m.text()); });
await p.goto(url); await p.waitForTimeout(2500);
for (let i = 0; i < 40; i++) { await p.mouse.wheel(0, 700); await p.waitForTimeout(200); }
await p.waitForTimeout(2000);
if (target) { await p.locator(target).first().scrollIntoViewIfNeeded(); await p.evaluate(() => window.scrollBy(0, -80)); await p.waitForTimeout(1500); }
await p.screenshot({ path: out });
await b.close();
