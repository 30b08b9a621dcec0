import type { FastifyInstance, FastifyReply } from 'fastify';
import { inlinePagePolicy } from '../http/content-security-policy.ts';
import { findPlayerById } from '../state.ts';
import type { AccountContext } from './account-context.ts';

/** Path of a sandbox page that stands in for an external service (loopback-only, under /__sandbox). */
export function accountPagePath(kind: 'facebook' | 'identity'): string {
  return `/__sandbox/pages/${kind}`;
}

const providerNames = { TRUENARRATIVE: 'TrueNarrative', SHUFTIPRO: 'Shufti Pro', IDENFY: 'iDenfy' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="lv"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.4rem 1rem;margin-right:.5rem}form{display:inline}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** Only the pages' own `<style>` block may style them; the title and body never hold a style block. */
const policy = inlinePagePolicy(page('', ''));

const html = (reply: FastifyReply): FastifyReply =>
  reply.type('text/html; charset=utf-8').header('content-security-policy', policy);

/**
 * The pages the account handlers link to instead of external services: the Facebook login dialog and
 * the Shufti Pro / iDenfy verification pages, where an operator approves (the customer becomes KYC
 * VERIFIED) or declines the check.
 */
export function registerAccountPages(app: FastifyInstance, context: AccountContext): void {
  app.get(accountPagePath('facebook'), async (_request, reply) =>
    html(reply).send(
      page(
        'Facebook login (sandbox)',
        '<p>The sandbox has no Facebook app, so this dialog cannot log anybody in. Close this tab and log in with a username and password, SMS or Smart-ID.</p>',
      ),
    ),
  );

  app.get<{ Params: { reference: string } }>(
    `${accountPagePath('identity')}/:reference`,
    async (request, reply) => {
      const check = context.identity.find(request.params.reference);
      if (check === undefined) {
        return html(reply.code(404)).send(page('Unknown verification', '<p>No such identity check.</p>'));
      }
      const player = findPlayerById(context.state, check.playerId);
      const action = (decision: string, label: string): string =>
        `<form method="post" enctype="multipart/form-data" action="${accountPagePath('identity')}/${escapeHtml(check.reference)}/${decision}"><button>${label}</button></form>`;
      const decided = check.status === 'VERIFIED' || check.status === 'DECLINED';
      return html(reply).send(
        page(
          `${providerNames[check.provider]} verification (sandbox)`,
          `<p>Reference <code>${escapeHtml(check.reference)}</code> of ${escapeHtml(player?.username ?? 'an unknown player')}: <strong>${check.status}</strong>.</p>` +
            (decided
              ? '<p>You can close this tab.</p>'
              : action('approve', 'Approve identity') + action('decline', 'Decline')),
        ),
      );
    },
  );

  app.post<{ Params: { reference: string; decision: string } }>(
    `${accountPagePath('identity')}/:reference/:decision`,
    // The page's forms post (empty) multipart/form-data; routes outside the contract refuse it otherwise.
    { config: { multipart: true } },
    async (request, reply) => {
      const check = context.identity.find(request.params.reference);
      const { decision } = request.params;
      if (check === undefined || (decision !== 'approve' && decision !== 'decline')) {
        return html(reply.code(404)).send(page('Unknown verification', '<p>No such identity check.</p>'));
      }
      check.status = decision === 'approve' ? 'VERIFIED' : 'DECLINED';
      const player = findPlayerById(context.state, check.playerId);
      if (player !== undefined && decision === 'approve') {
        player.kycVerified = 'VERIFIED';
        player.kycNotVerifiedReason = null;
      }
      return reply.redirect(`${accountPagePath('identity')}/${check.reference}`, 303);
    },
  );
}
