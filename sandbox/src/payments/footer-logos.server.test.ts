import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GeneralConfig } from '../dto.ts';
import type { Sandbox } from '../server.ts';
import { ApiClient, paths, startTestSandbox } from '../testing/sandbox-harness.ts';

interface PaymentLogo {
  readonly name: string;
  readonly logoUrl: string;
}

describe('the footer’s payment logos in the general config', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let fresh: GeneralConfig;

  const patchGeneral = (body: unknown) =>
    api.request('PATCH', '/__sandbox/config/general', body, undefined, {});
  const paymentLogos = async () =>
    ((await api.get(paths.generalConfig)).body as { paymentLogos?: PaymentLogo[] | null }).paymentLogos;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
    fresh = sandbox.state.generalConfig;
  });

  afterEach(() => {
    sandbox.state.generalConfig = fresh;
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('names the footer’s methods in order, each logo an SVG the sandbox serves on the site’s origin', async () => {
    const logos = (await paymentLogos()) ?? [];
    const answers = await Promise.all(
      logos.map(async ({ logoUrl }) => {
        const response = await fetch(new URL(logoUrl, sandbox.url));
        return [
          response.status,
          response.headers.get('content-type'),
          (await response.text()).startsWith('<svg'),
        ];
      }),
    );

    expect([logos.map(({ name }) => name), logos[0]?.logoUrl, new Set(answers.map(String))]).toEqual([
      [
        'Visa',
        'Mastercard',
        'Apple Pay',
        'Google Pay',
        'Swedbank',
        'SEB',
        'Citadele',
        'Luminor',
        'Skrill',
        'Neteller',
        'Paysafecard',
      ],
      '/__sandbox/logos/visa.svg',
      new Set(['200,image/svg+xml,true']),
    ]);
  });

  it('serves the list an operator sets, and none once it is cleared', async () => {
    const set = [
      { name: 'SEB', logoUrl: '/__sandbox/logos/seb.svg' },
      { name: 'Visa', logoUrl: 'https://cdn.example/payments/visa.svg' },
    ];

    await patchGeneral({ paymentLogos: set });
    const served = await paymentLogos();
    await patchGeneral({ paymentLogos: null });

    expect([served, await paymentLogos()]).toEqual([set, null]);
  });

  it('refuses a logo without a name and keeps the list it had', async () => {
    const before = await paymentLogos();

    const response = await patchGeneral({ paymentLogos: [{ logoUrl: '/__sandbox/logos/visa.svg' }] });

    expect([response.status, await paymentLogos()]).toEqual([400, before]);
  });
});
