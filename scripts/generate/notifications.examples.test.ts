import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputs, repoRoot } from './contract-files.ts';
import { readArray, readRecord } from './json-reader.ts';
import { readNotificationContract, renderNotifications } from './notifications.generator.ts';
import { importRendered } from './render-module.testing.ts';
import { lowerCamelCase, pascalCase } from './typescript-source.ts';

type Guard = (value: unknown) => boolean;

const asyncapi = readRecord(
  JSON.parse(await readFile(join(repoRoot, outputs.asyncapiBundle), 'utf8')),
  outputs.asyncapiBundle,
);
const contract = readNotificationContract(asyncapi);
const rendered = await importRendered(renderNotifications(contract, outputs.asyncapiBundle));
const messages = readRecord(readRecord(asyncapi.components, 'components').messages, 'components.messages');

function guard(name: string): Guard {
  const found = rendered[name];
  if (typeof found !== 'function') throw new Error(`${name} is not exported`);
  return found as Guard;
}

/** Every example payload of the message of a notificationType. */
function examplesOf(notificationType: string): readonly unknown[] {
  const message = readRecord(messages[lowerCamelCase(notificationType)], notificationType);
  return readArray(message.examples, `${notificationType}.examples`).map(
    (example) => readRecord(example, `${notificationType}.examples[]`).payload,
  );
}

const kinds = contract.kinds.map((kind) => [kind.notificationType, kind] as const);

describe('the notification examples of contracts/bundled/asyncapi.json', () => {
  it.each(kinds)('%s has an example its own guard accepts', (notificationType) => {
    const examples = examplesOf(notificationType);
    const isKind = guard(`is${pascalCase(notificationType)}Notification`);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.filter((payload) => !isKind(payload))).toEqual([]);
  });

  it.each(kinds)('%s has examples no other kind guard accepts', (notificationType) => {
    const others = contract.kinds.filter((kind) => kind.notificationType !== notificationType);
    const claimed = examplesOf(notificationType).flatMap((payload) =>
      others
        .filter((kind) => guard(`is${pascalCase(kind.notificationType)}Notification`)(payload))
        .map((kind) => kind.notificationType),
    );
    expect(claimed).toEqual([]);
  });

  it('names every message after the lowerCamelCase of its notificationType', () => {
    const keys = Object.keys(messages);
    expect(keys).toEqual(contract.kinds.map((kind) => lowerCamelCase(kind.notificationType)));
  });
});
