/*
 * Which payment forms a build binds to core's PaymentFormPort: the build's `VITE_PAYMENT_FORMS`
 * (web/README.md, Payment forms). This repository's builds and dev server take `sandbox` from web/.env;
 * a deployment sets its own value in the environment, which wins over the file.
 */

/**
 * The payment forms a build can name, and what each binds (platform-account.module.ts): `sandbox`, the
 * sandbox's payment page for every provider (development, tests, `npm start`); `providers`, each
 * provider's own form from the platform's table (its hosted page or its script in the page), a
 * provider without one having its deposits refused.
 */
export const PAYMENT_FORMS_CHOICES = ['sandbox', 'providers'] as const;

export type PaymentFormsChoice = (typeof PAYMENT_FORMS_CHOICES)[number];

export const isPaymentFormsChoice = (value: unknown): value is PaymentFormsChoice =>
  (PAYMENT_FORMS_CHOICES as readonly unknown[]).includes(value);

/**
 * Why the build's variables name no payment forms it may use, or null when they do: the variable is
 * missing or unknown, or a live build (`VITE_SITE_ENVIRONMENT=live`) names the sandbox's page, which
 * does not exist there.
 */
export function paymentFormsProblem(env: Readonly<Record<string, unknown>>): string | null {
  const choice = env['VITE_PAYMENT_FORMS'];
  const choices = PAYMENT_FORMS_CHOICES.join(' or ');
  if (choice === undefined || choice === '')
    return `VITE_PAYMENT_FORMS is not set: name the build's payment forms, ${choices} (web/README.md, Payment forms).`;
  if (!isPaymentFormsChoice(choice))
    return `VITE_PAYMENT_FORMS=${typeof choice === 'string' ? choice : JSON.stringify(choice)} names no payment forms: use ${choices} (web/README.md, Payment forms).`;
  if (choice === 'sandbox' && env['VITE_SITE_ENVIRONMENT'] === 'live')
    return 'A live build (VITE_SITE_ENVIRONMENT=live) cannot send players to the sandbox’s payment page: set VITE_PAYMENT_FORMS=providers.';
  return null;
}
