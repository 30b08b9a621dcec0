/*
 * The build's own variables (web/README.md), read through `import.meta.env`: set when building, e.g.
 * `VITE_FIELD_METRICS_URL=/__sandbox/field-metrics npm run build -w web`. Vite writes each value into
 * the bundle, so code behind an unset one is left out.
 */
interface ImportMetaEnv {
  /**
   * Where the players' field data (LCP, INP, CLS, TTFB) is posted: a path of the site or an absolute
   * URL. Unset or empty, the app measures and sends nothing and loads none of its code.
   */
  readonly VITE_FIELD_METRICS_URL?: string;
  /**
   * The payment forms of token and order deposits (src/shell/payment-forms.choice.ts): `sandbox`, the
   * sandbox's payment page, or `providers`, each provider's own form. Set to `sandbox` by web/.env for
   * this repository's builds; a build without a known value, or a live one with `sandbox`, is refused.
   */
  readonly VITE_PAYMENT_FORMS?: string;
}

interface Window {
  /** Start-up's calls index.html sent before the app's code ran (src/kernel/early-responses.ts). */
  readonly lvCasinoEarlyRequests?: import('./kernel/early-responses.ts').EarlyRequest[];
}
