import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodySchema, checkBody, controlError } from '../control/control-context.ts';
import { inlinePagePolicy } from '../http/content-security-policy.ts';
import type { SandboxState } from '../state.ts';
import { chatLanguages, isChatLanguage, textsOf } from './live-chat-texts.ts';
import {
  liveChatBounds,
  liveChatOf,
  type ChatMessage,
  type ChatOutcome,
  type Conversation,
} from './live-chat.store.ts';

const page = readFileSync(join(import.meta.dirname, 'live-chat.html'), 'utf8');
/** The page keeps its script and style inline; only those blocks may run. */
const pagePolicy = inlinePagePolicy(page);

const base = '/__sandbox/live-chat';
const conversations = `${base}/conversations`;

/** How often the chat page asks for new messages, in ms. */
export const chatPollMs = 1000;

/**
 * The largest body the chat's routes read, in bytes: a message of `messageLength` characters, each
 * written as a six-byte JSON escape at worst, and room for the rest. Beyond it 413.
 */
export const chatBodyLimitBytes = 16 * 1024;

/**
 * CORS of the visitor's calls (start a conversation, write, read new messages), as a chat provider's
 * API answers them: the web app frames the chat page sandboxed without allow-same-origin (an opaque
 * origin, `Origin: null`). Nothing rides on cookies; a conversation is reached by its random id only.
 * The agent's side (the list of conversations, replies) answers no CORS: no page of another origin may
 * read a conversation list or write as the agent.
 */
export const visitorCorsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
} as const;

const allowAnyOrigin = (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
  void reply.header('access-control-allow-origin', visitorCorsHeaders['access-control-allow-origin']);
  done();
};

const text = {
  type: 'string',
  minLength: 1,
  maxLength: liveChatBounds.messageLength,
  // Something to read: not only white space.
  pattern: '\\S',
} as const;
const validateStart = bodySchema<{ lang: string; text: string }>({
  type: 'object',
  required: ['lang', 'text'],
  additionalProperties: false,
  properties: { lang: { enum: chatLanguages }, text },
});
const validateText = bodySchema<{ text: string }>({
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text },
});
const validateRead = bodySchema<{ after?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { after: { type: 'string', pattern: '^(0|[1-9][0-9]{0,5})$' } },
});
const validatePage = bodySchema<{ lang?: string }>({
  type: 'object',
  properties: { lang: { enum: chatLanguages } },
});

const conversationIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const messageView = (message: ChatMessage): object => ({
  ...message,
  sentAt: new Date(message.sentAt).toISOString(),
});

const conversationView = (conversation: Conversation): object => ({
  id: conversation.id,
  lang: conversation.lang,
  startedAt: new Date(conversation.startedAt).toISOString(),
  messages: conversation.messages.map(messageView),
});

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${String(character.codePointAt(0))};`);

/**
 * The sandbox's stand-in for a live-chat provider (the web's live-chat feature frames its page):
 *
 * - `GET /__sandbox/live-chat/?lang=lv|en|ru` (default lv): the chat page in that language.
 * - Visitor's API (CORS for any origin, {@link visitorCorsHeaders}): `POST …/conversations
 *   { lang, text }` → 201 the new conversation (the greeting in `lang`, then the message);
 *   `POST …/conversations/{id}/messages { text }` → 201 `{ message }`;
 *   `GET …/conversations/{id}/messages?after=<id>` → `{ messages }` after that one.
 * - Agent's side (control API, loopback only like all of /__sandbox): `GET …/conversations` (the most
 *   recently active first) and `POST …/conversations/{id}/replies { text }` → 201 `{ message }`.
 *
 * Texts are 1 to 1000 characters, not only white space; a malformed body, query or id answers 400, an
 * unknown conversation 404, a full one (100 messages) 409, a body over 16 KiB 413. The store keeps at
 * most 100 conversations ({@link liveChatBounds}).
 */
export function registerLiveChatRoutes(app: FastifyInstance, state: SandboxState): void {
  const chat = liveChatOf(state);
  const routeOptions = { bodyLimit: chatBodyLimitBytes };
  const visitorOptions = { ...routeOptions, onRequest: allowAnyOrigin };

  /** The conversation id of a path, or undefined after answering 400. */
  const idOf = (id: string, reply: FastifyReply): string | undefined => {
    if (conversationIdPattern.test(id)) return id;
    void controlError(reply, 400, 'path.id must be a conversation id (a UUID)');
    return undefined;
  };
  const answer = (outcome: ChatOutcome, reply: FastifyReply): FastifyReply => {
    if (outcome.ok) return reply.code(201).send({ message: messageView(outcome.message) });
    if (outcome.refusal === 'unknown-conversation') return controlError(reply, 404, 'No such conversation');
    return controlError(
      reply,
      409,
      `The conversation holds ${String(liveChatBounds.messagesPerConversation)} messages, as many as it may`,
    );
  };

  app.get<{ Querystring: unknown }>(`${base}/`, async (request, reply) => {
    if (!checkBody(validatePage, request.query, reply, 'query')) return reply;
    const { lang } = request.query;
    const language = isChatLanguage(lang) ? lang : 'lv';
    const texts = textsOf(language);
    const data = {
      lang: language,
      api: conversations,
      pollMs: chatPollMs,
      maxLength: liveChatBounds.messageLength,
      texts,
    };
    const html = page
      .replace('{{lang}}', language)
      .replaceAll('{{title}}', escapeHtml(texts.title))
      .replace('{{data}}', JSON.stringify(data).replace(/</g, '\\u003c'));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy)
      .send(html);
  });

  for (const path of [conversations, `${conversations}/:id/messages`]) {
    app.options(path, async (_request, reply) => reply.code(204).headers(visitorCorsHeaders).send());
  }

  app.post<{ Body: unknown }>(conversations, visitorOptions, async (request, reply) => {
    if (!checkBody(validateStart, request.body, reply)) return reply;
    const { lang, text: first } = request.body;
    if (!isChatLanguage(lang)) return controlError(reply, 400, 'body.lang must be lv, en or ru');
    return reply.code(201).send(conversationView(chat.start(lang, first)));
  });

  app.post<{ Params: { id: string }; Body: unknown }>(
    `${conversations}/:id/messages`,
    visitorOptions,
    async (request, reply) => {
      const id = idOf(request.params.id, reply);
      if (id === undefined || !checkBody(validateText, request.body, reply)) return reply;
      return answer(chat.add(id, 'visitor', request.body.text), reply);
    },
  );

  app.get<{ Params: { id: string }; Querystring: unknown }>(
    `${conversations}/:id/messages`,
    visitorOptions,
    async (request, reply) => {
      const id = idOf(request.params.id, reply);
      if (id === undefined || !checkBody(validateRead, request.query, reply, 'query')) return reply;
      const conversation = chat.get(id);
      if (conversation === undefined) return controlError(reply, 404, 'No such conversation');
      const after = Number(request.query.after ?? '0');
      return reply.send({ messages: conversation.messages.filter((m) => m.id > after).map(messageView) });
    },
  );

  app.get(conversations, async (_request, reply) => reply.send(chat.list().map(conversationView)));

  app.post<{ Params: { id: string }; Body: unknown }>(
    `${conversations}/:id/replies`,
    routeOptions,
    async (request, reply) => {
      const id = idOf(request.params.id, reply);
      if (id === undefined || !checkBody(validateText, request.body, reply)) return reply;
      return answer(chat.add(id, 'agent', request.body.text), reply);
    },
  );
}
