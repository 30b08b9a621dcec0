import type { Language } from '@lv-casino/core/routing/language.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { FakeProfilePort } from '@lv-casino/core/testing/profile-port.fake.ts';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SiteConfig } from '../../kernel/site-config.ts';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './my-profile.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { renderProfileTab } from '../../testing/profile-tab.tsx';

const myProfileTab = tabEntryOf('my-profile', profileTabs, 'my-profile');

export interface MyProfileTabOptions {
  readonly ports?: TestPorts;
  readonly profile?: FakeProfilePort;
  readonly language?: Language;
  /** The profile's selectedTab (my-profile unless told). */
  readonly selectedTab?: string;
}

/**
 * The my-profile tab as the profile modal shows it, for anna logged in: the app's container over fake
 * ports and a FakeProfilePort, the site's config loaded, the tab's chunk prepared as the profile does.
 * Resolves once the first sub-area has shown its heading.
 */
export async function renderMyProfileTab({
  ports = createTestPorts(),
  profile = new FakeProfilePort(),
  language = 'en',
  selectedTab = 'my-profile',
}: MyProfileTabOptions = {}) {
  const { router, user, container } = await renderProfileTab(myProfileTab, {
    ports: { ...ports, profile },
    language,
    selectedTab,
    prepare: (app) => {
      app.get(SiteConfig).set(createGeneralConfig());
    },
  });
  await screen.findByRole('heading', { level: 3 });
  await waitFor(() => {
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
  return { ports, profile, router, user, container };
}

/**
 * The tab on one of its sub-areas: its tab (`tab`) chosen, once the sub-area's heading (`heading`)
 * shows and nothing of it is loading any more.
 */
export async function renderSubArea(tab: string, heading: string, options: MyProfileTabOptions = {}) {
  const rendered = await renderMyProfileTab(options);
  await rendered.user.click(screen.getByRole('tab', { name: tab }));
  await screen.findByRole('heading', { level: 3, name: heading });
  await waitFor(() => {
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
  return rendered;
}
