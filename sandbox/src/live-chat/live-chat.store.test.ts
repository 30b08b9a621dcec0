import { describe, expect, it } from 'vitest';
import { liveChatBounds, LiveChatStore } from './live-chat.store.ts';

describe('live chat store', () => {
  let clock = Date.UTC(2026, 3, 1, 9, 0, 0);
  const store = (): LiveChatStore => new LiveChatStore(() => clock);

  it('starts a conversation with the greeting in its language, then the visitor’s message', () => {
    const conversation = store().start('ru', 'Здравствуйте');
    expect(conversation.messages.map(({ id, from, text }) => ({ id, from, text }))).toEqual([
      {
        id: 1,
        from: 'agent',
        text: 'Здравствуйте! Вы в чате службы поддержки LV Casino. Чем мы можем помочь?',
      },
      { id: 2, from: 'visitor', text: 'Здравствуйте' },
    ]);
  });

  it('adds the agent’s replies and the visitor’s messages in order', () => {
    const chat = store();
    const { id } = chat.start('en', 'Hi');
    clock += 1000;
    expect(chat.add(id, 'agent', 'How can I help?')).toMatchObject({
      ok: true,
      message: { id: 3, from: 'agent', sentAt: clock },
    });
    expect(chat.get(id)?.messages.map((m) => m.text)).toEqual([
      expect.stringMatching(/^Hello!/),
      'Hi',
      'How can I help?',
    ]);
  });

  it('refuses a message to an unknown conversation', () => {
    expect(store().add('00000000-0000-4000-8000-000000000000', 'agent', 'Hi')).toEqual({
      ok: false,
      refusal: 'unknown-conversation',
    });
  });

  it('refuses a message beyond the conversation’s bound, and keeps what it holds', () => {
    const chat = store();
    const { id } = chat.start('lv', 'Sveiki');
    for (let count = 2; count < liveChatBounds.messagesPerConversation; count += 1) {
      expect(chat.add(id, 'visitor', `#${String(count)}`).ok).toBe(true);
    }
    expect(chat.add(id, 'agent', 'one too many')).toEqual({ ok: false, refusal: 'conversation-full' });
    expect(chat.get(id)?.messages).toHaveLength(liveChatBounds.messagesPerConversation);
  });

  it('forgets the least recently active conversation beyond the bound, never the one just written to', () => {
    const chat = store();
    const first = chat.start('lv', 'first');
    const second = chat.start('lv', 'second');
    for (let count = 2; count < liveChatBounds.conversations; count += 1) chat.start('lv', 'more');
    // The first conversation is written to again: the second is now the least recently active.
    chat.add(first.id, 'agent', 'still here');

    const newest = chat.start('en', 'newest');

    expect(chat.list()).toHaveLength(liveChatBounds.conversations);
    expect(chat.get(second.id)).toBeUndefined();
    expect(chat.get(first.id)).toBeDefined();
    expect(chat.list()[0]?.id).toBe(newest.id);
  });
});
