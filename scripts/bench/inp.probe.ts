/**
 * Interaction latency on a phone: the five things a casino player does all the time, each timed with
 * the Event Timing API in the page (the latency of the slowest event of the interaction, from the
 * input to the next paint, as INP counts it) on a phone-sized page with the CPU slowed 4× (Chromium's
 * CPU throttling, as Lighthouse's mobile profile does). Each interaction runs on a page of its own,
 * `runs` times; the median is the figure.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { TOKENS_STORAGE_KEY } from '../../adapters/src/browser/session-storage.token-store.ts';
import { chromiumPath } from '../chromium.ts';
import { CLIENT_HEADERS } from './category-path.reader.ts';
import { CHROMIUM_FLAGS, LOBBY_PATH } from './initial-js.probe.ts';
import { medianOf } from './grid-figures.model.ts';
import { PHONE_CPU_SLOWDOWN, type InteractionLatency } from './interaction-latency.model.ts';

/** The sandbox's seeded player the logged-in interactions use. */
const PLAYER = { username: 'anna', password: 'Casino2026!' };

/** How long after the interaction's response shows the page may still report its events, ms. */
const REPORT_MS = 500;

/** One interaction: how to reach it (logged in or not) and what the player does and then sees. */
export interface Interaction {
  readonly name: string;
  readonly loggedIn: boolean;
  /** Makes the page ready for the interaction (nothing measured yet). */
  readonly prepare?: (page: Page) => Promise<void>;
  /** The input itself, then a wait for what it shows. */
  readonly act: (page: Page) => Promise<void>;
}

/** The interactions of the budget (issue: start-up and interaction budgets). */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open login from the header',
    loggedIn: false,
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Pieslēgties' }).tap();
      await page.getByRole('dialog', { name: 'Pieslēgšanās' }).waitFor();
    },
  },
  {
    name: 'open a category from the bar',
    loggedIn: false,
    act: async (page) => {
      const link = page.getByRole('navigation', { name: 'Spēļu kategorijas' }).getByRole('link').nth(1);
      const name = (await link.textContent())?.trim() ?? '';
      await link.tap();
      await page.getByRole('heading', { level: 1, name }).waitFor();
    },
  },
  {
    name: 'a game tile to game play',
    loggedIn: true,
    act: async (page) => {
      await page.locator('a.tile').first().tap();
      await page.waitForURL(/\/game-play\//);
      await page.locator('h1').filter({ visible: true }).first().waitFor();
    },
  },
  {
    name: 'open the profile (logged in)',
    loggedIn: true,
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Mans konts' }).first().tap();
      await page.getByRole('dialog').first().waitFor();
    },
  },
  {
    name: 'a keystroke in the global search',
    loggedIn: false,
    prepare: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Meklēt spēles' }).tap();
      await page.getByLabel('Spēles vai izstrādātāja nosaukums').waitFor();
    },
    act: async (page) => {
      await page.getByLabel('Spēles vai izstrādātāja nosaukums').press('r');
    },
  },
];

// Page code as text: this file is typed for Node, without the DOM's types.
const OBSERVE_EVENTS = `(() => {
  window.interactionLatencies = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.interactionLatencies.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 });
})()`;
const SLOWEST_EVENT = '(() => Math.max(0, ...window.interactionLatencies))()';

async function logIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v2/customerfacing/login`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...PLAYER, rememberme: false }),
  });
  if (!response.ok) throw new Error(`the sandbox refused ${PLAYER.username}'s login: ${response.status}`);
  return JSON.stringify(await response.json());
}

async function timeOnce(context: BrowserContext, origin: string, interaction: Interaction): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(`${origin}${LOBBY_PATH}`);
    await page.locator('h1').filter({ visible: true }).first().waitFor({ timeout: 90_000 });
    await page.waitForLoadState('networkidle', { timeout: 90_000 });
    await interaction.prepare?.(page);
    await page.evaluate(OBSERVE_EVENTS);
    await interaction.act(page);
    await page.waitForTimeout(REPORT_MS);
    return await page.evaluate<number>(SLOWEST_EVENT);
  } finally {
    await page.close();
  }
}

/** Times every interaction `runs` times on the app served at `origin` (a sandbox with its seed). */
export async function probeInteractions(origin: string, runs: number): Promise<InteractionLatency[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const tokens = await logIn(origin);
    const contextFor = async (loggedIn: boolean): Promise<BrowserContext> => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      if (loggedIn) {
        await context.addInitScript(
          `sessionStorage.getItem(${JSON.stringify(TOKENS_STORAGE_KEY)}) ?? sessionStorage.setItem(${JSON.stringify(TOKENS_STORAGE_KEY)}, ${JSON.stringify(tokens)})`,
        );
      }
      return context;
    };
    const latencies: InteractionLatency[] = [];
    for (const interaction of INTERACTIONS) {
      const context = await contextFor(interaction.loggedIn);
      const runsMs: number[] = [];
      for (let run = 0; run < runs; run += 1) runsMs.push(await timeOnce(context, origin, interaction));
      await context.close();
      latencies.push({ name: interaction.name, runsMs, medianMs: medianOf(runsMs) });
    }
    return latencies;
  } finally {
    await browser.close();
  }
}
