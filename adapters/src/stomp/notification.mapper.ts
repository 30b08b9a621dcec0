import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { isSocketMessage, type SocketMessage } from '@lv-casino/sdk/generated/notifications.ts';

/** Why a message body was dropped; safe to log (never carries the body or a token). */
export type MalformedNotification = 'body is not JSON' | 'body is not a SocketMessage';

const parseJson = (text: string): Result<unknown, MalformedNotification> => {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail('body is not JSON');
  }
};

/** Copies the fields core reads from a contract-valid SocketMessage. */
export const toCustomerNotification = (message: SocketMessage): CustomerNotification => ({
  notificationType: message.notificationType,
  ...(message.responsibleGamingType === undefined
    ? {}
    : { responsibleGamingType: message.responsibleGamingType }),
  ...(message.responsibleGamingPeriod === undefined
    ? {}
    : { responsibleGamingPeriod: message.responsibleGamingPeriod }),
  ...(message.maxBetConfiguration === undefined ? {} : { maxBetConfiguration: message.maxBetConfiguration }),
  ...(message.data === undefined ? {} : { data: message.data }),
});

/** A STOMP MESSAGE body → CustomerNotification, or why it is malformed (JSON checked against the contract). */
export const parseNotification = (body: string): Result<CustomerNotification, MalformedNotification> => {
  const json = parseJson(body);
  if (!json.ok) return json;
  return isSocketMessage(json.value)
    ? ok(toCustomerNotification(json.value))
    : fail('body is not a SocketMessage');
};
