import { chromium } from 'playwright';
const [,, url, out, w='1280', h='900', full='0', scroll='0'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: +w, height: +h }, isMobile: +w < 500, hasTouch: +w < 500 });
p.on('console', m => { if (m.type() === 'error') console.log('console error:', m.text()); });
await p.goto(url); await p.waitForTimeout(3000);
if (full === '1') { for (let i = 0; i < 30; i++) { await p.mouse.wheel(0, 800); await p.waitForTimeout(250); } await p.waitForTimeout(2500); }
if (+scroll > 0) { await p.evaluate((y) => window.scrollTo(0, y), +scroll); await p.waitForTimeout(1500); }
await p.screenshot({ path: out, fullPage: full === '1' });
console.log(await p.evaluate(() => document.documentElement.scrollWidth + 'x' + document.documentElement.scrollHeight));
await b.close();
