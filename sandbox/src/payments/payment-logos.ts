import type { FastifyInstance } from 'fastify';
import { escapeXml } from '../handlers/game-thumbnail.ts';
import { hashString } from '../seed/prng.ts';
import { imageCacheControl } from '../handlers/image-cache-control.ts';

/** Where the sandbox serves its payment logos: `/__sandbox/logos/{name}.svg`. */
export const paymentLogosPath = '/__sandbox/logos';

/** A logo's name and the letters drawn on it. */
interface LogoMark {
  readonly label: string;
  readonly initials: string;
}

/*
 * The sandbox's own stand-ins for the logos an operator's CDN serves: a rounded tile in a colour of
 * the name's own and the brand's initials, no brand artwork.
 */
const marks: Readonly<Record<string, LogoMark>> = {
  safecharge: { label: 'Safecharge', initials: 'SC' },
  skrill: { label: 'Skrill', initials: 'SK' },
  paramount: { label: 'Paramount', initials: 'PM' },
  neopay: { label: 'Neopay', initials: 'NP' },
  epg: { label: 'EPG', initials: 'EPG' },
  epay: { label: 'ePay', initials: 'eP' },
  banklink: { label: 'Banklink', initials: 'BL' },
  paymentiq: { label: 'PaymentIQ', initials: 'PIQ' },
  swypes: { label: 'Swypes', initials: 'SW' },
  neosurf: { label: 'Neosurf', initials: 'NS' },
  mifinity: { label: 'MiFinity', initials: 'MF' },
  interac: { label: 'Interac', initials: 'IN' },
  coinspaid: { label: 'CoinsPaid', initials: 'CSP' },
  coinpayments: { label: 'CoinPayments', initials: 'CPM' },
  a1: { label: 'A1', initials: 'A1' },
  muchbetter: { label: 'MuchBetter', initials: 'MB' },
  icard: { label: 'iCard', initials: 'iC' },
  'trust-payment': { label: 'Trust Payments', initials: 'TP' },
  'transact-pro': { label: 'Transact Pro', initials: 'TPR' },
  triplezero: { label: 'TripleZero', initials: '000' },
  'smart-payments': { label: 'Smart Payments', initials: 'SP' },
  noda: { label: 'Noda', initials: 'N' },
  'blu-or': { label: 'Blu Or', initials: 'BO' },
  paybyvivacom: { label: 'Pay by Vivacom', initials: 'PV' },
  'bank-transfer': { label: 'Bank transfer', initials: 'BT' },
  'cash-terminal': { label: 'Cash terminal', initials: 'CT' },
  fastpay: { label: 'Fastpay', initials: 'FP' },
  visa: { label: 'Visa', initials: 'VI' },
  mastercard: { label: 'Mastercard', initials: 'MC' },
  swedbank: { label: 'Swedbank', initials: 'SWB' },
  seb: { label: 'SEB', initials: 'SEB' },
  citadele: { label: 'Citadele', initials: 'CIT' },
  luminor: { label: 'Luminor', initials: 'LUM' },
  revolut: { label: 'Revolut', initials: 'R' },
  lhv: { label: 'LHV', initials: 'LHV' },
  siauliu: { label: 'Šiaulių bankas', initials: 'ŠB' },
  'apple-pay': { label: 'Apple Pay', initials: 'AP' },
  'google-pay': { label: 'Google Pay', initials: 'GP' },
  neteller: { label: 'Neteller', initials: 'NT' },
  paysafecard: { label: 'Paysafecard', initials: 'PSC' },
};

/** The payment methods the sandbox's footer shows, in its order: names of {@link marks}. */
const footerMethods = [
  'visa',
  'mastercard',
  'apple-pay',
  'google-pay',
  'swedbank',
  'seb',
  'citadele',
  'luminor',
  'skrill',
  'neteller',
  'paysafecard',
] as const;

/**
 * The general config's `paymentLogos` of a fresh sandbox: each footer method by its name, its logo
 * relative to the site's origin (`/__sandbox/logos/visa.svg`).
 */
export const footerPaymentLogos = (): { name: string; logoUrl: string }[] =>
  footerMethods.map((name) => ({ name: (marks[name] as LogoMark).label, logoUrl: logoPathOf(name) }));

/** A logo's name of a DepositProviderCode: SAFECHARGE → safecharge, TRUST_PAYMENT → trust-payment. */
export const logoNameOf = (code: string): string => code.toLowerCase().replace(/_/g, '-');

/** The path of a logo the sandbox serves (relative to the site's origin). */
export const logoPathOf = (name: string): string => `${paymentLogosPath}/${name}.svg`;

/**
 * The logo of a withdraw method by its id: a card by its scheme (CARD_VISA_5610 → visa), a bank
 * transfer as the deposit's; null for a method the sandbox has no logo of.
 */
export function withdrawLogoOf(methodId: string): string | null {
  const card = /^CARD_([A-Z]+)_/.exec(methodId)?.[1]?.toLowerCase();
  const name = card ?? methodId.toLowerCase().replace(/_/g, '-');
  return Object.hasOwn(marks, name) ? logoPathOf(name) : null;
}

/** The logo (SVG, 96×64, 3:2) of a name of {@link marks}; null for another name. */
export function renderPaymentLogo(name: string): string | null {
  if (!Object.hasOwn(marks, name)) return null;
  const { label, initials } = marks[name] as LogoMark;
  const hue = hashString(name) % 360;
  const fontSize = initials.length > 2 ? 24 : 30;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect x="1" y="1" width="94" height="62" rx="10" fill="hsl(${hue} 62% 34%)"/>`,
    `<rect x="7" y="7" width="82" height="50" rx="6" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text x="48" y="${32 + fontSize * 0.35}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * GET /__sandbox/logos/{name}.svg: the sandbox's payment logos (deposit providers, withdraw methods'
 * card schemes, Noda's banks, the footer's methods), which its provider settings, withdraw methods,
 * Noda banks and general config name; 404 for another name.
 */
export function registerPaymentLogos(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${paymentLogosPath}/:file`, async (request, reply) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
    const svg = name === undefined ? null : renderPaymentLogo(name);
    if (svg === null) {
      return reply.code(404).send({ errorCode: -1, errorMessage: `No logo ${request.params.file}` });
    }
    return reply.type('image/svg+xml').header('cache-control', imageCacheControl).send(svg);
  });
}
