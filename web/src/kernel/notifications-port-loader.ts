/**
 * Container token of the loader of the customer's realtime channel (NotificationsPort; the STOMP
 * client in the browser): a chunk of its own, loaded when a session is restored or begins, so a
 * visitor's first paint does not carry it. The loader gives the same port on every call.
 */
export const NotificationsPortLoader = Symbol('NotificationsPortLoader');
