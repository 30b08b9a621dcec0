/** The live chat's languages (games-and-content.md: Latvian, Russian, English). */
export const chatLanguages = ['lv', 'en', 'ru'] as const;

export type ChatLanguage = (typeof chatLanguages)[number];

export const isChatLanguage = (value: unknown): value is ChatLanguage =>
  typeof value === 'string' && (chatLanguages as readonly string[]).includes(value);

/** The chat page's texts in one language. */
export interface ChatTexts {
  /** The page's title (and its heading, for screen readers). */
  readonly title: string;
  /** The agent's automatic first message of a conversation. */
  readonly greeting: string;
  /** Who wrote a message, read before it (visually hidden) and shown above it. */
  readonly agent: string;
  readonly visitor: string;
  /** The message field's label and placeholder, and the send button. */
  readonly label: string;
  readonly placeholder: string;
  readonly send: string;
  /** A message that could not be sent (it stays in the field). */
  readonly failed: string;
  /** The conversation holds as many messages as it may. */
  readonly full: string;
  /** New messages could not be fetched; the page keeps trying. */
  readonly offline: string;
}

const texts: Readonly<Record<ChatLanguage, ChatTexts>> = {
  lv: {
    title: 'Tiešsaistes tērzēšana',
    greeting: 'Labdien! Jūs sarakstāties ar LV Casino atbalsta dienestu. Kā varam palīdzēt?',
    agent: 'Atbalsts',
    visitor: 'Jūs',
    label: 'Jūsu ziņa',
    placeholder: 'Rakstiet ziņu…',
    send: 'Sūtīt',
    failed: 'Ziņu neizdevās nosūtīt. Lūdzu, mēģiniet vēlreiz.',
    full: 'Šajā sarunā vairs nevar rakstīt. Aizveriet tērzēšanu un atveriet to no jauna, lai sāktu jaunu sarunu.',
    offline: 'Savienojums pārtrūka. Mēģinām vēlreiz…',
  },
  en: {
    title: 'Live chat',
    greeting: 'Hello! You are chatting with LV Casino support. How can we help you?',
    agent: 'Support',
    visitor: 'You',
    label: 'Your message',
    placeholder: 'Type your message…',
    send: 'Send',
    failed: 'The message could not be sent. Please try again.',
    full: 'This conversation is full. Close the chat and open it again to start a new one.',
    offline: 'The connection was lost. Trying again…',
  },
  ru: {
    title: 'Онлайн-чат',
    greeting: 'Здравствуйте! Вы в чате службы поддержки LV Casino. Чем мы можем помочь?',
    agent: 'Поддержка',
    visitor: 'Вы',
    label: 'Ваше сообщение',
    placeholder: 'Введите сообщение…',
    send: 'Отправить',
    failed: 'Не удалось отправить сообщение. Попробуйте ещё раз.',
    full: 'В этом разговоре больше нельзя писать. Закройте чат и откройте его снова, чтобы начать новый.',
    offline: 'Соединение потеряно. Пробуем снова…',
  },
};

export const textsOf = (lang: ChatLanguage): ChatTexts => texts[lang];

export const greetingOf = (lang: ChatLanguage): string => texts[lang].greeting;
