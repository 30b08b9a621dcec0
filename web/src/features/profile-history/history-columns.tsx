import type {
  AccountActivity,
  AccountPayment,
  CashierTransaction,
  CasinoRound,
  HistoryKind,
  HistoryRowOf,
  LoginSession,
  SportsBet,
} from '@lv-casino/core/history/history.ts';
import { formatOdds } from '@lv-casino/core/history/odds-format.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { providerName } from '../../i18n/provider-name.ts';
import { localDateTime } from '../../ui/local-time.ts';

/** A column of a history table: its header, how a row fills its cell, and whether it holds amounts. */
export interface Column<Row> {
  readonly header: MessageId;
  readonly cell: (row: Row) => ReactNode;
  /** Amounts and odds: aligned at the end, never wrapped. */
  readonly numeric?: boolean;
}

/** An instant on the player's clock, `DD/MM/YYYY, HH:mm:ss`, machine-readable too. */
const Time = ({ at }: { readonly at: number }) => (
  <time dateTime={new Date(at).toISOString()}>{localDateTime(at)}</time>
);

/** A value the server names by a code, in words. */
const Named = <Code extends string>({
  names,
  code,
}: {
  readonly names: Record<Code, MessageId>;
  readonly code: Code;
}) => <FormattedMessage id={names[code]} />;

/** A game provider by the name the site gives it. */
const Provider = ({ code }: { readonly code: string }) => <>{providerName(useIntl(), code)}</>;

const money = (amount: number, currency: string): string => formatMinorUnits(amount, currency);

const CASHIER_TYPES: Record<CashierTransaction['type'], MessageId> = {
  DEPOSIT: 'profileHistory.cashier.deposit',
  WITHDRAW: 'profileHistory.cashier.withdraw',
};
const CASHIER_STATUSES: Record<CashierTransaction['status'], MessageId> = {
  PENDING: 'profileHistory.cashier.pending',
  SUCCESS: 'profileHistory.cashier.success',
  FAILED: 'profileHistory.cashier.failed',
  CANCELLED: 'profileHistory.cashier.cancelled',
};
const GAME_TYPES: Record<CasinoRound['gameType'], MessageId> = {
  RNG: 'profileHistory.casino.rng',
  LIVE_CASINO: 'profileHistory.casino.live',
};
const BET_TYPES: Record<SportsBet['betType'], MessageId> = {
  SINGLE: 'profileHistory.sports.single',
  COMBO: 'profileHistory.sports.combo',
  SYSTEM: 'profileHistory.sports.system',
};
const BET_STATUSES: Record<SportsBet['status'], MessageId> = {
  OPEN: 'profileHistory.sports.open',
  WON: 'profileHistory.sports.won',
  LOST: 'profileHistory.sports.lost',
  VOID: 'profileHistory.sports.void',
  CASHED_OUT: 'profileHistory.sports.cashedOut',
};
const PAYMENT_TYPES: Record<AccountPayment['type'], MessageId> = {
  DEPOSIT: 'profileHistory.payment.deposit',
  WITHDRAW: 'profileHistory.payment.withdraw',
  BET: 'profileHistory.payment.bet',
  WIN: 'profileHistory.payment.win',
  BONUS: 'profileHistory.payment.bonus',
  BONUS_RELEASE: 'profileHistory.payment.bonusRelease',
  ADJUSTMENT: 'profileHistory.payment.adjustment',
};
const ACTIVITY_TYPES: Record<AccountActivity['type'], MessageId> = {
  LOGIN: 'profileHistory.activity.login',
  LOGOUT: 'profileHistory.activity.logout',
  FAILED_LOGIN: 'profileHistory.activity.failedLogin',
  PASSWORD_CHANGE: 'profileHistory.activity.passwordChange',
  PROFILE_UPDATE: 'profileHistory.activity.profileUpdate',
  LIMIT_CHANGE: 'profileHistory.activity.limitChange',
  SELF_EXCLUSION: 'profileHistory.activity.selfExclusion',
  TIMEOUT: 'profileHistory.activity.timeout',
  DOCUMENT_UPLOAD: 'profileHistory.activity.documentUpload',
};
const DEVICES: Record<LoginSession['device'], MessageId> = {
  DESKTOP: 'profileHistory.session.desktop',
  MOBILE: 'profileHistory.session.mobile',
};

/** The columns of each history, the time first (every history is newest first). */
export const COLUMNS: { readonly [K in HistoryKind]: readonly Column<HistoryRowOf[K]>[] } = {
  cashier: [
    { header: 'profileHistory.column.time', cell: (row) => <Time at={row.createdAt} /> },
    { header: 'profileHistory.column.type', cell: (row) => <Named names={CASHIER_TYPES} code={row.type} /> },
    { header: 'profileHistory.column.method', cell: (row) => row.method },
    { header: 'profileHistory.column.amount', cell: (row) => money(row.amount, row.currency), numeric: true },
    {
      header: 'profileHistory.column.status',
      cell: (row) => <Named names={CASHIER_STATUSES} code={row.status} />,
    },
  ],
  casino: [
    { header: 'profileHistory.column.time', cell: (row) => <Time at={row.playedAt} /> },
    {
      header: 'profileHistory.column.game',
      cell: (row) => (
        <>
          {row.gameName}
          <span className="data-table__detail">
            <Provider code={row.provider} />
          </span>
        </>
      ),
    },
    { header: 'profileHistory.column.type', cell: (row) => <Named names={GAME_TYPES} code={row.gameType} /> },
    { header: 'profileHistory.column.bet', cell: (row) => money(row.betAmount, row.currency), numeric: true },
    { header: 'profileHistory.column.win', cell: (row) => money(row.winAmount, row.currency), numeric: true },
  ],
  sports: [
    { header: 'profileHistory.column.placed', cell: (row) => <Time at={row.placedAt} /> },
    {
      header: 'profileHistory.column.selection',
      cell: (row) => (
        <>
          {row.description}
          <span className="data-table__detail">
            <Named names={BET_TYPES} code={row.betType} />
          </span>
        </>
      ),
    },
    { header: 'profileHistory.column.stake', cell: (row) => money(row.stake, row.currency), numeric: true },
    { header: 'profileHistory.column.odds', cell: (row) => formatOdds(row.odds), numeric: true },
    {
      header: 'profileHistory.column.winnings',
      cell: (row) =>
        row.winAmount === null ? (
          <FormattedMessage id="profileHistory.sports.notSettled" />
        ) : (
          money(row.winAmount, row.currency)
        ),
      numeric: true,
    },
    {
      header: 'profileHistory.column.status',
      cell: (row) => <Named names={BET_STATUSES} code={row.status} />,
    },
  ],
  payments: [
    { header: 'profileHistory.column.time', cell: (row) => <Time at={row.createdAt} /> },
    { header: 'profileHistory.column.type', cell: (row) => <Named names={PAYMENT_TYPES} code={row.type} /> },
    { header: 'profileHistory.column.amount', cell: (row) => money(row.amount, row.currency), numeric: true },
    {
      header: 'profileHistory.column.balanceAfter',
      cell: (row) => money(row.balanceAfter, row.currency),
      numeric: true,
    },
  ],
  activity: [
    { header: 'profileHistory.column.time', cell: (row) => <Time at={row.createdAt} /> },
    {
      header: 'profileHistory.column.event',
      cell: (row) => <Named names={ACTIVITY_TYPES} code={row.type} />,
    },
    { header: 'profileHistory.column.ipAddress', cell: (row) => row.ipAddress },
  ],
  session: [
    { header: 'profileHistory.column.loginAt', cell: (row) => <Time at={row.loginAt} /> },
    {
      header: 'profileHistory.column.logoutAt',
      cell: (row) =>
        row.logoutAt === null ? (
          <FormattedMessage id="profileHistory.session.active" />
        ) : (
          <Time at={row.logoutAt} />
        ),
    },
    { header: 'profileHistory.column.device', cell: (row) => <Named names={DEVICES} code={row.device} /> },
    { header: 'profileHistory.column.ipAddress', cell: (row) => row.ipAddress },
    {
      header: 'profileHistory.column.totalBets',
      cell: (row) => money(row.totalBets, row.currency),
      numeric: true,
    },
    {
      header: 'profileHistory.column.totalWins',
      cell: (row) => money(row.totalWins, row.currency),
      numeric: true,
    },
  ],
};

/** A key of each row that is unique within its history. */
export const ROW_KEYS: { readonly [K in HistoryKind]: (row: HistoryRowOf[K]) => string } = {
  cashier: (row) => String(row.id),
  casino: (row) => row.roundId,
  sports: (row) => row.betId,
  payments: (row) => String(row.id),
  activity: (row) => String(row.id),
  session: (row) => row.id,
};
