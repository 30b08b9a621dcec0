import { describe, expect, it } from 'vitest';
import { isEscapeMessage, liveChatUrl } from './live-chat-frame.ts';

const ORIGIN = 'https://www.lv-casino.example';

describe('the live chat’s frame', () => {
  it('asks the provider’s page for the language alone', () => {
    expect(liveChatUrl('ru', ORIGIN, '/__sandbox/live-chat/')).toBe('/__sandbox/live-chat/?lang=ru');
    expect(liveChatUrl('lv', ORIGIN, '/chat/?lang=en&theme=dark')).toBe('/chat/?lang=lv&theme=dark');
  });

  it('keeps a page on our own origin relative, even when the config names it absolute', () => {
    expect(liveChatUrl('en', ORIGIN, `${ORIGIN}/chat/`)).toBe('/chat/?lang=en');
  });

  it('keeps a provider’s page on another origin absolute', () => {
    expect(liveChatUrl('en', ORIGIN, 'https://chat.provider.example/lv-casino')).toBe(
      'https://chat.provider.example/lv-casino?lang=en',
    );
  });

  it('hears an Escape message and nothing else', () => {
    expect(isEscapeMessage({ type: 'live-chat:escape' })).toBe(true);
    for (const data of [null, 'live-chat:escape', { type: 'escape' }, { kind: 'live-chat:escape' }, 7]) {
      expect(isEscapeMessage(data)).toBe(false);
    }
  });
});
