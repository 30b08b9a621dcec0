import { describe, expect, it } from 'vitest';
import { createCustomerConfig } from '../testing/config.builder.ts';
import { createUser } from '../testing/user.builder.ts';
import { realityCheckSettings } from './reality-check-state.ts';

describe('realityCheckSettings', () => {
  it('reads the interval of the user and the rest of the customer config', () => {
    const config = createCustomerConfig({
      realityCheckEnabled: true,
      realityCheckSecondsToTakeAction: 45,
      realityCheckLogoutOnTimeoutEnabled: true,
    });
    expect(realityCheckSettings(createUser({ realityCheckInterval: 15 }), config, 2)).toEqual({
      enabled: true,
      intervalMinutes: 15,
      secondsToTakeAction: 45,
      logoutOnTimeout: true,
      acknowledgeCounter: 2,
    });
  });

  it('starts with no acknowledgement by default', () => {
    expect(realityCheckSettings(createUser(), createCustomerConfig()).acknowledgeCounter).toBe(0);
  });
});
