import type { ProfileTabEntry } from '../../kernel/registry.ts';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { renderProfileTab as renderTab } from '../../testing/profile-tab.tsx';

/**
 * A responsible-gaming tab as the profile modal shows it, for anna logged in: the app's container over
 * fake ports (limits, exclusion, reality check), the tab's chunk prepared as the profile does.
 */
export const renderProfileTab = (entry: ProfileTabEntry, ports: TestPorts = createTestPorts()) =>
  renderTab(entry, { ports });
