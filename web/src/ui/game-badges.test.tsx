import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../i18n/message-id.ts';
import { GameBadges } from './game-badges.tsx';

const MESSAGES = { 'category.tile.new': 'New', 'category.tile.hot': 'Hot' } as Partial<
  Record<MessageId, string>
> as Record<MessageId, string>;

const badges = (game: { readonly isNew: boolean; readonly isHot: boolean }) =>
  render(
    <IntlProvider locale="en" messages={MESSAGES}>
      <GameBadges
        game={game}
        className="tile__badges"
        texts={{ isNew: 'category.tile.new', isHot: 'category.tile.hot' }}
      />
    </IntlProvider>,
  ).container.textContent;

describe('GameBadges', () => {
  it('shows the badges the game has, and nothing for a game with neither', () => {
    expect([
      badges({ isNew: true, isHot: true }),
      badges({ isNew: false, isHot: true }),
      badges({ isNew: false, isHot: false }),
    ]).toEqual(['NewHot', 'Hot', '']);
  });
});
