import type { Plugin } from 'vite';
import { paymentFormsProblem } from '../src/shell/payment-forms.choice.ts';

/**
 * Refuses a build or dev server whose variables name no payment forms it may use (`VITE_PAYMENT_FORMS`
 * missing or unknown, or the sandbox's page on the live site), before anything is built: the account
 * platform binds core's PaymentFormPort by that name (web/src/shell/platform-account.module.ts).
 */
export function paymentForms(): Plugin {
  return {
    name: 'lv-casino:payment-forms',
    configResolved(config) {
      const problem = paymentFormsProblem(config.env);
      if (problem !== null) throw new Error(problem);
    },
  };
}
