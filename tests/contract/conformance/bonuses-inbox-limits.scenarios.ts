import {
  bodyExample,
  fieldsOf,
  pickId,
  pickParameter,
  type Scenario,
  type ScenarioContext,
} from './scenario.ts';

/** The ids of the player's inbox threads and of their messages, from the first page of the table. */
async function inbox({
  session,
  token,
}: ScenarioContext): Promise<{ threads: unknown[]; messages: unknown[] }> {
  const table = await session.setUp('searchInboxThreadsForTable', {}, token);
  const rows = (table as { data?: unknown }).data;
  const messages = (Array.isArray(rows) ? rows : []).flatMap((thread) =>
    fieldsOf(thread, 'id', 'inboxMessages'),
  );
  return { threads: fieldsOf(table, 'id', 'data'), messages };
}

/** The bonus asset ids of one status, from a bonus search. */
async function bonusIds({ session, token }: ScenarioContext, status: string): Promise<unknown[]> {
  return fieldsOf(
    await session.setUp('searchBonusAssets', { body: { statuses: [status] } }, token),
    'bonusAssetId',
  );
}

interface LimitRecords {
  readonly current: readonly { type: string; period: string; amount: number }[];
  readonly pending: readonly {
    uniqueId: string;
    type: string;
    period: string;
    currentAmount: number | null;
    newAmount: number | null;
  }[];
}

/** The limit records; when nothing is pending, every limit in force is raised first so that some are. */
async function withPendingAdjustments({ session, token }: ScenarioContext): Promise<LimitRecords> {
  const read = async (): Promise<LimitRecords> =>
    (await session.setUp(
      'getLimitRecords',
      { query: { type: undefined, period: undefined } },
      token,
    )) as LimitRecords;
  const before = await read();
  if (before.pending.length > 0) return before;
  const raised = before.current.map(({ type, period, amount }) => ({ type, period, amount: amount * 2 }));
  await session.setUp(
    'updateResponsibleGamingSettings',
    raised.length > 0 ? { body: { limits: raised } } : {},
    token,
  );
  return read();
}

/** Scenarios of bonus, inbox, limit and withdrawal operations whose examples name ids. */
export const bonusesInboxLimitsScenarios: Readonly<Record<string, Scenario>> = {
  claimBonusAsset: {
    prepare: async (context) => ({
      query: {
        bonusAssetId: pickParameter(
          context,
          'claimBonusAsset',
          'bonusAssetId',
          await bonusIds(context, 'AVAILABLE'),
        ),
      },
    }),
  },
  removeBonusAsset: {
    prepare: async (context) => ({
      path: {
        bonusAssetId: Number(
          pickParameter(context, 'removeBonusAsset', 'bonusAssetId', await bonusIds(context, 'ACTIVE')),
        ),
      },
    }),
  },
  releaseClearedBonusAsset: {
    prepare: async (context) => {
      const listed = await bonusIds(context, 'CLEARED');
      return {
        path: {
          bonusAssetId: Number(pickParameter(context, 'releaseClearedBonusAsset', 'bonusAssetId', listed)),
        },
      };
    },
  },
  archiveInboxThreads: {
    prepare: async (context) => {
      const example = bodyExample(context.session, 'archiveInboxThreads');
      const [first] = example.threadIds as unknown[];
      const threadId = pickId(
        context,
        'archiveInboxThreads threadIds',
        (await inbox(context)).threads,
        first,
      );
      return { body: { ...example, threadIds: [threadId] } };
    },
  },
  getInboxThread: {
    prepare: async (context) => ({
      path: {
        threadId: Number(
          pickParameter(context, 'getInboxThread', 'threadId', (await inbox(context)).threads),
        ),
      },
    }),
  },
  sendInboxMessage: {
    prepare: async (context) => {
      const example = bodyExample(context.session, 'sendInboxMessage');
      const threadId = pickId(
        context,
        'sendInboxMessage threadId',
        (await inbox(context)).threads,
        example.threadId,
      );
      return { body: { ...example, threadId } };
    },
  },
  markInboxMessageRead: {
    prepare: async (context) => ({
      path: {
        messageId: Number(
          pickParameter(context, 'markInboxMessageRead', 'messageId', (await inbox(context)).messages),
        ),
      },
    }),
  },
  confirmLimitAdjustment: {
    prepare: async (context) => {
      const { pending } = await withPendingAdjustments(context);
      if (pending.length === 0) {
        context.notes.push('confirmLimitAdjustment: no pending adjustment, sent the example');
        return {};
      }
      const uniqueIds = pending.map((p) => p.uniqueId);
      const limits = pending.map(({ type, period, currentAmount, newAmount }) => ({
        type,
        period,
        currentAmount,
        newAmount,
      }));
      return { query: { uniqueIds }, body: { uniqueIds, limits } };
    },
  },
  cancelWithdrawal: {
    prepare: async ({ session, token }) => {
      const withdrawal = (await session.setUp('requestWithdrawal', {}, token)) as { withdrawalId: number };
      return { path: { withdrawalId: withdrawal.withdrawalId } };
    },
  },
};
