import { dereference, readArray, readRecord, readString, type JsonRecord } from './json-reader.ts';
import { banner, jsDoc, literal, pascalCase } from './typescript-source.ts';

const baseSchemaRef = '#/components/schemas/SocketMessage';

/** A property of the SocketMessage schema and the TypeScript type it maps to. */
export interface MessageProperty {
  readonly name: string;
  readonly required: boolean;
  /** `string`, `number`, `boolean`, or `unknown` for a schema without a type. */
  readonly type: 'string' | 'number' | 'boolean' | 'unknown';
  readonly description: string | undefined;
}

/** One notification kind: a message of the AsyncAPI document whose payload fixes notificationType. */
export interface NotificationKind {
  readonly notificationType: string;
  readonly title: string;
  readonly summary: string;
  readonly messageKey: string;
  readonly clientAction: string;
}

export interface NotificationContract {
  readonly description: string;
  readonly properties: readonly MessageProperty[];
  readonly kinds: readonly NotificationKind[];
}

/**
 * Reads the SocketMessage schema and every message of `components.messages` of a bundled AsyncAPI 3
 * document. Each message payload must be `allOf: [{$ref: SocketMessage}, {properties:
 * {notificationType: {const}}}]` and carry `x-message-key` and `x-client-action`.
 */
export function readNotificationContract(asyncapi: JsonRecord): NotificationContract {
  const base = readRecord(
    dereference(asyncapi, { $ref: baseSchemaRef }, baseSchemaRef),
    'components.schemas.SocketMessage',
  );
  const required = new Set(readArray(base.required ?? [], 'SocketMessage.required'));
  const properties = Object.entries(readRecord(base.properties, 'SocketMessage.properties')).map(
    ([name, schema]) => readProperty(name, readRecord(schema, `SocketMessage.properties.${name}`), required),
  );
  if (!properties.some((property) => property.name === 'notificationType' && property.required)) {
    throw new Error('SocketMessage: notificationType must be a required property');
  }
  const components = readRecord(asyncapi.components, 'components');
  const messages = readRecord(components.messages, 'components.messages');
  const kinds = Object.entries(messages).map(([key, message]) =>
    readKind(asyncapi, dereference(asyncapi, message, `components.messages.${key}`), key),
  );
  const types = new Set(kinds.map((kind) => kind.notificationType));
  if (types.size !== kinds.length) throw new Error('components.messages: a notificationType is used twice');
  return { description: readString(base.description, 'SocketMessage.description'), properties, kinds };
}

function readProperty(name: string, schema: JsonRecord, required: ReadonlySet<unknown>): MessageProperty {
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  const base = { name, required: required.has(name), description };
  switch (schema.type) {
    case undefined:
      return { ...base, type: 'unknown' };
    case 'string':
    case 'boolean':
      return { ...base, type: schema.type };
    case 'integer':
    case 'number':
      return { ...base, type: 'number' };
    default:
      throw new Error(`SocketMessage.properties.${name}: type ${String(schema.type)} is not supported`);
  }
}

function readKind(asyncapi: JsonRecord, message: JsonRecord, key: string): NotificationKind {
  const where = `components.messages.${key}`;
  const payload = readRecord(message.payload, `${where}.payload`);
  const parts = readArray(payload.allOf, `${where}.payload.allOf`).map((part, index) =>
    readRecord(part, `${where}.payload.allOf[${index}]`),
  );
  if (!parts.some((part) => part.$ref === baseSchemaRef)) {
    throw new Error(`${where}.payload.allOf: must reference ${baseSchemaRef}`);
  }
  const constants = parts.flatMap((part) => {
    const own = dereference(asyncapi, part, `${where}.payload.allOf`);
    const props =
      own.properties === undefined ? undefined : readRecord(own.properties, `${where}.properties`);
    const type =
      props?.notificationType === undefined ? undefined : readRecord(props.notificationType, where);
    return typeof type?.const === 'string' ? [type.const] : [];
  });
  const [notificationType] = constants;
  if (notificationType === undefined || constants.length !== 1) {
    throw new Error(`${where}.payload: exactly one notificationType const is required`);
  }
  return {
    notificationType,
    title: readString(message.title, `${where}.title`),
    summary: readString(message.summary, `${where}.summary`),
    messageKey: readString(message['x-message-key'], `${where}.x-message-key`),
    clientAction: readString(message['x-client-action'], `${where}.x-client-action`),
  };
}

function renderGuardCondition(property: MessageProperty): string | undefined {
  if (property.type === 'unknown') return undefined;
  const access = `record[${literal(property.name)}]`;
  const check = `typeof ${access} === ${literal(property.type)}`;
  return property.required ? check : `(${access} === undefined || ${check})`;
}

/** TypeScript source of `sdk/src/generated/notifications.ts`. */
export function renderNotifications(contract: NotificationContract, source: string): string {
  const { properties, kinds } = contract;
  const fields = properties.map(
    (property) =>
      (property.description === undefined ? '' : jsDoc(property.description, '  ')) +
      `  readonly ${property.name}${property.required ? '' : '?'}: ${property.type};\n`,
  );
  const conditions = properties.flatMap((property) => renderGuardCondition(property) ?? []);
  const actions = [...new Set(kinds.map((kind) => kind.clientAction))].sort();
  const names = kinds.map((kind) => `${pascalCase(kind.notificationType)}Notification`);
  const perKind = kinds.map((kind, index) => {
    const name = names[index] ?? '';
    const type = literal(kind.notificationType);
    return (
      jsDoc(`${kind.title}: ${kind.summary}`) +
      `export type ${name} = SocketMessage & { readonly notificationType: ${type} };\n\n` +
      jsDoc(`True when \`value\` is a SocketMessage of type ${kind.notificationType}.`) +
      `export function is${name}(value: unknown): value is ${name} {\n` +
      `  return isSocketMessage(value) && value.notificationType === ${type};\n}\n\n`
    );
  });
  const rows = kinds.map(
    (kind) =>
      `  { notificationType: ${literal(kind.notificationType)}, messageKey: ${literal(kind.messageKey)}, ` +
      `clientAction: ${literal(kind.clientAction)} },`,
  );
  return [
    banner(source),
    jsDoc(contract.description),
    `export interface SocketMessage {\n${fields.join('')}}\n\n`,
    jsDoc('What the client does on a notification (x-client-action of the contract).'),
    `export type NotificationClientAction = ${actions.map((action) => literal(action)).join(' | ')};\n\n`,
    jsDoc('The notificationType values the contract describes.'),
    `export type KnownNotificationType = ${kinds.map((kind) => literal(kind.notificationType)).join(' | ')};\n\n`,
    'export interface NotificationCatalogueEntry {\n',
    '  readonly notificationType: KnownNotificationType;\n',
    jsDoc('react-intl message id of the text shown to the player.', '  '),
    '  readonly messageKey: string;\n',
    '  readonly clientAction: NotificationClientAction;\n',
    '}\n\n',
    jsDoc('Every notification kind of the contract, in document order.'),
    `export const notificationCatalogue: readonly NotificationCatalogueEntry[] = [\n${rows.join('\n')}\n];\n\n`,
    jsDoc('True when `value` has the shape of a SocketMessage (any notificationType).'),
    'export function isSocketMessage(value: unknown): value is SocketMessage {\n',
    "  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;\n",
    '  const record = value as Readonly<Record<string, unknown>>;\n',
    `  return ${conditions.join(' && ')};\n}\n\n`,
    ...perKind,
    jsDoc('A notification of one of the kinds the contract describes.'),
    `export type KnownNotification = ${names.join(' | ')};\n\n`,
    jsDoc('True when `value` is a SocketMessage of a kind the contract describes.'),
    'export function isKnownNotification(value: unknown): value is KnownNotification {\n',
    '  return (\n    isSocketMessage(value) &&\n',
    '    notificationCatalogue.some((entry) => entry.notificationType === value.notificationType)\n  );\n}\n',
  ].join('');
}
