import { dereference, readArray, readRecord, readString, type JsonRecord } from './json-reader.ts';
import { NotificationSchemaReader, type Field, type NamedSchema } from './notifications-schema.reader.ts';
import {
  isRecordSource,
  joinChecks,
  renderFieldCheck,
  renderFields,
  renderNamedSchema,
} from './notifications-schema.renderer.ts';
import { banner, jsDoc, literal, pascalCase } from './typescript-source.ts';

const baseSchemaRef = '#/components/schemas/SocketMessage';

/** One notification kind: a message of the AsyncAPI document whose payload fixes notificationType. */
export interface NotificationKind {
  readonly notificationType: string;
  readonly title: string;
  readonly summary: string;
  readonly messageKey: string;
  readonly clientAction: string;
  /** What the kind's payload adds to SocketMessage besides notificationType (e.g. a required `data`). */
  readonly fields: readonly Field[];
}

export interface NotificationContract {
  readonly description: string;
  /** The properties of SocketMessage. */
  readonly properties: readonly Field[];
  readonly kinds: readonly NotificationKind[];
  /** The schemas of components.schemas that SocketMessage and the kinds reference. */
  readonly schemas: readonly NamedSchema[];
}

/**
 * Reads the SocketMessage schema and every message of `components.messages` of a bundled AsyncAPI 3
 * document. Each message payload must be `allOf: [{$ref: SocketMessage}, {properties:
 * {notificationType: {const}, ...}, required?}]` and carry `x-message-key` and `x-client-action`; the
 * other properties of that second part (for example `data: {$ref: KycStatusData}`) become the kind's
 * fields.
 */
export function readNotificationContract(asyncapi: JsonRecord): NotificationContract {
  const base = readRecord(
    dereference(asyncapi, { $ref: baseSchemaRef }, baseSchemaRef),
    'components.schemas.SocketMessage',
  );
  const reader = new NotificationSchemaReader(asyncapi);
  const properties = reader.readFields(base, 'SocketMessage');
  const notificationType = properties.find((property) => property.name === 'notificationType');
  if (notificationType?.required !== true || notificationType.shape.kind !== 'primitive') {
    throw new Error('SocketMessage: notificationType must be a required string property');
  }
  const components = readRecord(asyncapi.components, 'components');
  const messages = readRecord(components.messages, 'components.messages');
  const kinds = Object.entries(messages).map(([key, message]) =>
    readKind(asyncapi, reader, dereference(asyncapi, message, `components.messages.${key}`), key),
  );
  const types = new Set(kinds.map((kind) => kind.notificationType));
  if (types.size !== kinds.length) throw new Error('components.messages: a notificationType is used twice');
  return {
    description: readString(base.description, 'SocketMessage.description'),
    properties,
    kinds,
    schemas: reader.namedSchemas,
  };
}

function readKind(
  asyncapi: JsonRecord,
  reader: NotificationSchemaReader,
  message: JsonRecord,
  key: string,
): NotificationKind {
  const where = `components.messages.${key}`;
  const payload = readRecord(message.payload, `${where}.payload`);
  const parts = readArray(payload.allOf, `${where}.payload.allOf`).map((part, index) =>
    readRecord(part, `${where}.payload.allOf[${index}]`),
  );
  if (!parts.some((part) => part.$ref === baseSchemaRef)) {
    throw new Error(`${where}.payload.allOf: must reference ${baseSchemaRef}`);
  }
  const own = parts
    .filter((part) => part.$ref !== baseSchemaRef)
    .map((part) => dereference(asyncapi, part, `${where}.payload.allOf`));
  const constants = own.flatMap((part) => {
    const props =
      part.properties === undefined ? undefined : readRecord(part.properties, `${where}.properties`);
    const type =
      props?.notificationType === undefined ? undefined : readRecord(props.notificationType, where);
    return typeof type?.const === 'string' ? [type.const] : [];
  });
  const [notificationType] = constants;
  if (notificationType === undefined || constants.length !== 1) {
    throw new Error(`${where}.payload: exactly one notificationType const is required`);
  }
  const fields = own
    .flatMap((part) => reader.readFields(part, `${where}.payload`))
    .filter((field) => field.name !== 'notificationType');
  return {
    notificationType,
    title: readString(message.title, `${where}.title`),
    summary: readString(message.summary, `${where}.summary`),
    messageKey: readString(message['x-message-key'], `${where}.x-message-key`),
    clientAction: readString(message['x-client-action'], `${where}.x-client-action`),
    fields,
  };
}

function renderKind(kind: NotificationKind, name: string): string {
  const type = literal(kind.notificationType);
  const members = `  readonly notificationType: ${type};\n${renderFields(kind.fields, '  ')}`;
  const checks = kind.fields.map((field) => renderFieldCheck(field, `value.${field.name}`));
  const condition = joinChecks(['isSocketMessage(value)', `value.notificationType === ${type}`, ...checks]);
  return (
    jsDoc(`${kind.title}: ${kind.summary}`) +
    `export type ${name} = SocketMessage & {\n${members}};\n\n` +
    jsDoc(
      `True when \`value\` is a SocketMessage of type ${kind.notificationType} with the fields it needs.`,
    ) +
    `export function is${name}(value: unknown): value is ${name} {\n  return ${condition};\n}\n\n`
  );
}

/** TypeScript source of `sdk/src/generated/notifications.ts`. */
export function renderNotifications(contract: NotificationContract, source: string): string {
  const { properties, kinds } = contract;
  const conditions = properties.map((property) =>
    renderFieldCheck(property, `value[${literal(property.name)}]`),
  );
  const actions = [...new Set(kinds.map((kind) => kind.clientAction))].sort();
  const names = kinds.map((kind) => `${pascalCase(kind.notificationType)}Notification`);
  const rows = kinds.map(
    (kind) =>
      `  { notificationType: ${literal(kind.notificationType)}, messageKey: ${literal(kind.messageKey)}, ` +
      `clientAction: ${literal(kind.clientAction)} },`,
  );
  return [
    banner(source),
    isRecordSource,
    ...contract.schemas.map((schema) => renderNamedSchema(schema)),
    jsDoc(contract.description),
    `export interface SocketMessage {\n${renderFields(properties, '  ')}}\n\n`,
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
    jsDoc(
      'True when `value` has the shape of a SocketMessage (any notificationType); the fields a kind\n' +
        'needs are checked by its own guard.',
    ),
    'export function isSocketMessage(value: unknown): value is SocketMessage {\n',
    `  return ${joinChecks(['isRecord(value)', ...conditions])};\n}\n\n`,
    ...kinds.map((kind, index) => renderKind(kind, names[index] ?? '')),
    jsDoc('A notification of one of the kinds the contract describes.'),
    `export type KnownNotification = ${names.join(' | ')};\n\n`,
    'const kindGuards: Readonly<Record<KnownNotificationType, (value: unknown) => boolean>> = {\n',
    kinds.map((kind, index) => `  ${literal(kind.notificationType)}: is${names[index] ?? ''},\n`).join(''),
    '};\n\n',
    jsDoc(
      'True when `value` is a notification of a kind the contract describes, with the fields of that kind.',
    ),
    'export function isKnownNotification(value: unknown): value is KnownNotification {\n',
    '  if (!isSocketMessage(value)) return false;\n',
    '  const entry = notificationCatalogue.find((candidate) => candidate.notificationType === value.notificationType);\n',
    '  return entry !== undefined && kindGuards[entry.notificationType](value);\n}\n',
  ].join('');
}
