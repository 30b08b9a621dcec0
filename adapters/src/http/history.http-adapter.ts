import type {
  AccountActivity,
  AccountPayment,
  CashierTransaction,
  CasinoRound,
  HistoryQuery,
  LoginSession,
  SportsBet,
} from '@lv-casino/core/history/history.ts';
import type { HistoryAnswer, HistoryPort } from '@lv-casino/core/history/history.port.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import {
  toAccountActivity,
  toAccountPayment,
  toCashierTransaction,
  toCasinoRound,
  toHistoryPage,
  toHistoryQueryParams,
  toLoginSession,
  toSportsBet,
} from './history.mapper.ts';

const HISTORY = '/api/v1/customerfacing/customers/history';

/**
 * HistoryPort over GET customers/history/{cashier|casino|sports|payments|activity|session}?dateFrom=
 * &dateTo=&pageStart=&pageSize= (all private: the SDK client sends the stored session's bearer token;
 * without one the server answers 401 errorCode 3). Each answer is mapped to core's rows, times as
 * epoch ms; one malformed entry fails the page with errorCode -1.
 */
export class HistoryHttpAdapter implements HistoryPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getCashierHistory(query: HistoryQuery): HistoryAnswer<CashierTransaction> {
    return call(
      () => this.#client.GET(`${HISTORY}/cashier`, { params: { query: toHistoryQueryParams(query) } }),
      (body) => toHistoryPage(body, toCashierTransaction),
    );
  }

  getCasinoHistory(query: HistoryQuery): HistoryAnswer<CasinoRound> {
    return call(
      () => this.#client.GET(`${HISTORY}/casino`, { params: { query: toHistoryQueryParams(query) } }),
      (body) => toHistoryPage(body, toCasinoRound),
    );
  }

  getSportsHistory(query: HistoryQuery): HistoryAnswer<SportsBet> {
    return call(
      () => this.#client.GET(`${HISTORY}/sports`, { params: { query: toHistoryQueryParams(query) } }),
      (body) => toHistoryPage(body, toSportsBet),
    );
  }

  getPaymentHistory(query: HistoryQuery): HistoryAnswer<AccountPayment> {
    return call(
      () => this.#client.GET(`${HISTORY}/payments`, { params: { query: toHistoryQueryParams(query) } }),
      (body) => toHistoryPage(body, toAccountPayment),
    );
  }

  getActivityHistory(query: HistoryQuery): HistoryAnswer<AccountActivity> {
    return call(
      () => this.#client.GET(`${HISTORY}/activity`, { params: { query: toHistoryQueryParams(query) } }),
      (body) => toHistoryPage(body, toAccountActivity),
    );
  }

  getSessionHistory(query: HistoryQuery): HistoryAnswer<LoginSession> {
    return call(
      () => this.#client.GET(`${HISTORY}/session`, { params: { query: toHistoryQueryParams(query) } }),
      (body) => toHistoryPage(body, toLoginSession),
    );
  }
}
