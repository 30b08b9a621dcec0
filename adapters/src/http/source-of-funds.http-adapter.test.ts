import { describe, expect, it } from 'vitest';
import { aSourceOfFundsStatusDto } from '../testing/account-extras-dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { SourceOfFundsHttpAdapter } from './source-of-funds.http-adapter.ts';

const API = '/api/v1/customerfacing';
const PENDING = `${API}/sourceOfFunds/pending-declaration`;
const DECLARE = `${API}/sourceOfFunds/declare`;

describe('SourceOfFundsHttpAdapter', () => {
  it('reads whether a declaration is pending', async () => {
    const { server, client } = customerFacingFixture();
    server.json('GET', PENDING, 200, aSourceOfFundsStatusDto());

    const result = await new SourceOfFundsHttpAdapter(client).getStatus();

    expect(result.ok && result.value.pending).toBe(true);
  });

  it('declares only the fields given', async () => {
    const { server, client } = customerFacingFixture();
    server.on('POST', DECLARE, () => new Response(null, { status: 204 }));

    const result = await new SourceOfFundsHttpAdapter(client).declare({
      sources: ['SALARY'],
      monthlyIncome: 'UP_TO_1000',
      employer: 'SIA Rīgas Ūdens',
    });

    expect([result, server.lastJsonBody(DECLARE)]).toEqual([
      { ok: true, value: undefined },
      { sources: ['SALARY'], monthlyIncome: 'UP_TO_1000', employer: 'SIA Rīgas Ūdens' },
    ]);
  });

  it('sends the other source’s text', async () => {
    const { server, client } = customerFacingFixture();
    server.on('POST', DECLARE, () => new Response(null, { status: 204 }));

    await new SourceOfFundsHttpAdapter(client).declare({
      sources: ['OTHER'],
      otherSource: 'Dzīvokļa pārdošana',
      monthlyIncome: 'OVER_5000',
    });

    expect(server.lastJsonBody(DECLARE)).toEqual({
      sources: ['OTHER'],
      monthlyIncome: 'OVER_5000',
      otherSource: 'Dzīvokļa pārdošana',
    });
  });

  it('fails a declaration refused with 57', async () => {
    const { server, client } = customerFacingFixture();
    server.json('POST', DECLARE, 400, { errorCode: 57, errorMessage: 'Bad customer data' });

    expect(
      await new SourceOfFundsHttpAdapter(client).declare({
        sources: ['PENSION'],
        monthlyIncome: 'UP_TO_1000',
      }),
    ).toMatchObject({ ok: false, error: { errorCode: 57 } });
  });
});
