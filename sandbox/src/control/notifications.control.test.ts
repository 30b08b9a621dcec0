import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAsyncApiDocument } from '../openapi/openapi-document.ts';
import type { Sandbox, SandboxOptions } from '../server.ts';
import { bodyText } from '../stomp/stomp-frame.ts';
import { ApiClient, errorOf, startTestSandbox, withoutRealityCheck } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';

/** The bundled AsyncAPI document plus one kind whose payload requires data.kycVerified. */
function documentWithExtraKind(): string {
  const document = loadAsyncApiDocument() as { components: { messages: Record<string, unknown> } };
  document.components.messages.kycVerifiedTest = {
    name: 'kycVerifiedTest',
    title: 'KYC verified (test)',
    'x-client-action': 'update-kyc-status',
    payload: {
      allOf: [
        { $ref: '#/components/schemas/SocketMessage' },
        {
          type: 'object',
          required: ['data'],
          properties: {
            notificationType: { const: 'KYC_VERIFIED_TEST' },
            data: {
              type: 'object',
              required: ['kycVerified'],
              properties: { kycVerified: { type: 'string' } },
            },
          },
        },
      ],
    },
    examples: [{ payload: { notificationType: 'KYC_VERIFIED_TEST', data: { kycVerified: 'VERIFIED' } } }],
  };
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-asyncapi-'));
  folders.push(folder);
  const path = join(folder, 'asyncapi.json');
  writeFileSync(path, JSON.stringify(document));
  return path;
}

const folders: string[] = [];

describe('control API: notifications', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  const start = async (options: SandboxOptions = {}): Promise<void> => {
    sandbox = await startTestSandbox(options);
    api = new ApiClient(sandbox.url);
  };

  afterEach(async () => {
    await sandbox.close();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it(
    'lists every notification kind of the AsyncAPI document with an example',
    { timeout: 30_000 },
    async () => {
      await start();
      const document = loadAsyncApiDocument() as { components: { messages: Record<string, unknown> } };
      const kinds = (await api.get('/__sandbox/notification-kinds')).body as {
        notificationType: string;
        example: { notificationType: string };
        clientAction: string;
      }[];
      expect(kinds).toHaveLength(Object.keys(document.components.messages).length);
      expect(kinds).toContainEqual(
        expect.objectContaining({
          notificationType: 'SELF_EXCLUSION',
          clientAction: 'force-logout-open-login',
        }),
      );
      for (const kind of kinds) expect(kind.example.notificationType).toBe(kind.notificationType);
    },
  );

  it(
    'reads the kinds from the document at start-up and enforces each kind’s payload',
    { timeout: 30_000 },
    async () => {
      await start({ asyncApi: documentWithExtraKind() });
      const kinds = (await api.get('/__sandbox/notification-kinds')).body as { notificationType: string }[];
      expect(kinds.map((k) => k.notificationType)).toContain('KYC_VERIFIED_TEST');
      const wrong = await api.post('/__sandbox/notifications', {
        username: 'anna',
        message: { notificationType: 'KYC_VERIFIED_TEST' },
      });
      expect(wrong.status).toBe(400);
      expect(errorOf(wrong).errorMessage).toContain('body.message.data is required');
      const right = await api.post('/__sandbox/notifications', {
        username: 'anna',
        message: { notificationType: 'KYC_VERIFIED_TEST', data: { kycVerified: 'VERIFIED' } },
      });
      expect(right.status).toBe(202);
    },
  );

  it(
    'delivers the example of every notification kind to the player’s channel, as the console sends it',
    { timeout: 60_000 },
    async () => {
      await start();
      withoutRealityCheck(sandbox);
      const kinds = (await api.get('/__sandbox/notification-kinds')).body as {
        notificationType: string;
        example: unknown;
      }[];
      const { accessToken } = await api.login('anna');
      const client = await StompTestClient.open(sandbox.url);
      try {
        await client.connect(accessToken);
        client.sendFrame('SUBSCRIBE', { id: '0', destination: '/user/queue/notifications', receipt: 'r' });
        await client.nextFrame();
        const received: string[] = [];
        for (const kind of kinds) {
          const pushed = await api.post('/__sandbox/notifications', {
            username: 'anna',
            message: kind.example,
          });
          expect(pushed.status).toBe(202);
          const frame = await client.nextFrame();
          received.push((JSON.parse(bodyText(frame)) as { notificationType: string }).notificationType);
        }
        expect(received).toEqual(kinds.map((kind) => kind.notificationType));
      } finally {
        client.close();
      }
    },
  );

  it('refuses a message that is not a SocketMessage', { timeout: 30_000 }, async () => {
    await start();
    const response = await api.post('/__sandbox/notifications', { username: 'anna', message: { data: 1 } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: -1 });
  });
});
