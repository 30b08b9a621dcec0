import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inlinePagePolicy } from '../http/content-security-policy.ts';
import { findPlayerById, type SandboxState } from '../state.ts';
import { payOutcomes, settle, type PayOutcome } from './deposit-settlement.ts';
import type { PaymentTransaction, TransactionStore } from './transaction.store.ts';

export interface PayPageOptions {
  readonly state: SandboxState;
  readonly transactions: TransactionStore;
}

const template = readFileSync(join(import.meta.dirname, 'pay.html'), 'utf8');
/** The page keeps its script and style inline, like a provider's payment page; only those blocks may run. */
const policy = inlinePagePolicy(template);

/** What the payment page and the settle call show of a transaction. */
export const transactionView = (t: PaymentTransaction) => ({
  paymentTransactionId: t.id,
  provider: t.provider,
  method: t.method,
  amount: t.amount,
  currency: t.currency,
  depositCode: t.depositCode,
  status: t.status,
  bonus: t.bonus,
  comment: t.comment,
  createdAt: new Date(t.createdAt).toISOString(),
});

function page(reply: FastifyReply, status: number, data: unknown): FastifyReply {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(template.replace('{{data}}', json));
}

const notFound = (reply: FastifyReply, id: string): FastifyReply =>
  reply.code(404).send({ errorCode: -1, errorMessage: `Payment transaction ${id} not found` });

/**
 * The sandbox payment page every redirect deposit opens: GET /__sandbox/pay/{paymentTransactionId}
 * (src/payments/pay.html) shows the deposit and four buttons; POST /__sandbox/pay/{id}
 * { outcome: success|failure|cancel|pending, amount? } settles it (see settle) and answers
 * { transaction, returnUrl }, the app's deposit result route the page then opens. GET /__sandbox/pay
 * lists every transaction (JSON), newest first.
 */
export function registerPayPage(app: FastifyInstance, { state, transactions }: PayPageOptions): void {
  app.get('/__sandbox/pay', async (_request, reply) => reply.send(transactions.list().map(transactionView)));

  app.get<{ Params: { id: string } }>('/__sandbox/pay/:id', async (request, reply) => {
    const transaction = transactions.get(Number(request.params.id));
    if (transaction === undefined)
      return page(reply, 404, { error: `Payment transaction ${request.params.id} not found` });
    const player = findPlayerById(state, transaction.playerId);
    return page(reply, 200, { transaction: transactionView(transaction), player: player?.username ?? null });
  });

  app.post<{ Params: { id: string }; Body: unknown }>('/__sandbox/pay/:id', async (request, reply) => {
    const transaction = transactions.get(Number(request.params.id));
    const player = transaction === undefined ? undefined : findPlayerById(state, transaction.playerId);
    if (transaction === undefined || player === undefined) return notFound(reply, request.params.id);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
      outcome?: unknown;
      amount?: unknown;
    };
    if (!payOutcomes.includes(body.outcome as PayOutcome)) {
      return reply
        .code(400)
        .send({ errorCode: -1, errorMessage: `outcome must be one of ${payOutcomes.join(', ')}` });
    }
    const typed = typeof body.amount === 'number' ? body.amount : undefined;
    const settled = settle(state, transaction, body.outcome as PayOutcome, player, typed);
    if (!settled.ok) return reply.code(settled.status).send({ errorCode: -1, errorMessage: settled.message });
    return reply.send({ transaction: transactionView(settled.transaction), returnUrl: settled.returnUrl });
  });
}
