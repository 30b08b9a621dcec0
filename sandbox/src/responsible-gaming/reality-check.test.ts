import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';

describe('reality check', () => {
  let care: CareSandbox;
  let token: string;

  beforeEach(async () => {
    care = await startCareSandbox();
    token = await care.tokenOf('anna');
  });

  afterEach(async () => {
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  const customer = async () => bodyOf(await care.api.get(carePaths.currentCustomer, token));

  it('records that the popup opened', async () => {
    expect((await care.api.post(carePaths.popupShown, undefined, token)).status).toBe(204);
    expect(await customer()).toMatchObject({ acknowledgePopupShown: true });
  });

  it('counts acknowledgements and closes the popup', async () => {
    await care.api.post(carePaths.popupShown, undefined, token);
    await care.api.post(carePaths.acknowledge, undefined, token);
    const second = await care.api.post(carePaths.acknowledge, undefined, token);
    expect(second.body).toEqual({ acknowledgeCounter: 2 });
    expect(await customer()).toMatchObject({
      acknowledgePopupShown: false,
      realityCheckAcknowledgeCounter: 2,
    });
  });

  it('stores the interval as the player’s realityCheckInterval', async () => {
    expect((await care.api.post(carePaths.interval(30), undefined, token)).status).toBe(204);
    expect(await customer()).toMatchObject({ realityCheckInterval: 30 });
  });

  it('refuses an interval outside 1 to 1440 minutes with 400', async () => {
    expect((await care.api.post(carePaths.interval(0), undefined, token)).status).toBe(400);
  });
});
