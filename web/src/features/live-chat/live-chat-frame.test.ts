import { describe, expect, it } from 'vitest';
import { isEscapeMessage, LIVE_CHAT_URL, liveChatUrl } from './live-chat-frame.ts';

const ORIGIN = 'https://www.lv-casino.example';

describe('the live chat’s frame', () => {
  it('is the sandbox’s stand-in unless the build names a provider', () => {
    expect(LIVE_CHAT_URL).toBe('/__sandbox/live-chat/');
  });

  it('asks the provider’s page for the language alone', () => {
    expect(liveChatUrl('ru', ORIGIN)).toBe('/__sandbox/live-chat/?lang=ru');
    expect(liveChatUrl('lv', ORIGIN, '/chat/?lang=en&theme=dark')).toBe('/chat/?lang=lv&theme=dark');
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
