import type { Sandbox } from '../server.ts';
import { ApiClient, startTestSandbox, type ApiResponse } from '../testing/sandbox-harness.ts';
import type { RegistrationBody } from './registration.rule.ts';

/** Paths of the account operations the tests call. */
export const accountPaths = {
  customerState: '/api/v2/customerfacing/customer/state',
  smsAuthenticate: '/api/v1/customerfacing/customers/smsVerification/authenticate',
  smsActivate: '/api/v1/customerfacing/customers/smsVerification/account/activate',
  facebook: '/api/v1/customerfacing/facebook/login',
  smartIdGenerate: (code: string) => `/api/v1/customerfacing/smartId/generateVerificationCode/${code}`,
  smartIdAuthenticate: (code: string) => `/api/v1/customerfacing/smartId/authenticate/${code}`,
  smartIdVerify: (code: string) => `/api/v1/customerfacing/smartId/verify/${code}`,
  register: '/api/v1/customerfacing/customers/register?captchaVerified=true',
  instantorRegister: '/api/v1/customerfacing/customers/register/instantor/register',
  registerUnique: '/api/v1/customerfacing/customers/register/field/validateUnique',
  activate: (username: string, key: string) =>
    `/api/v1/customerfacing/customers/activate?username=${encodeURIComponent(username)}&activationKey=${key}`,
  forgotPassword: (login: string) =>
    `/api/v1/customerfacing/customers/forgotPassword?username=${encodeURIComponent(login)}`,
  smsForgotPassword: '/api/v1/customerfacing/customers/smsVerification/forgotPassword',
  resetPassword: '/api/v1/customerfacing/customers/resetPassword',
  acceptTerms: '/api/v1/customerfacing/customers/acceptTermsAndConditions',
  update: '/api/v1/customerfacing/customers/update',
  updateUnique: '/api/v1/customerfacing/customers/update/field/validateUnique',
  changePassword: '/api/v1/customerfacing/customers/changePassword',
  phoneSend: '/api/v1/customerfacing/customers/smsVerification/mobilePhone/profileUpdate',
  phoneConfirm: '/api/v1/customerfacing/customers/smsVerification/mobilePhone/manually',
  personalData: '/api/v1/customerfacing/customers/personalData',
  securitySettings: '/api/v1/customerfacing/customers/securitySettings',
  changeLanguage: '/api/v1/customerfacing/customers/changeLanguage',
  documentTypes: '/api/v1/customerfacing/customers/document/types',
  documentsSearch: '/api/v1/customerfacing/customers/documents/search',
  documents: '/api/v1/customerfacing/customers/documents',
  customerDocuments: (id: number) => `/api/v1/customerfacing/customers/${id}/documents`,
  trueNarrative: '/api/v1/customerfacing/customers/verification/truenarrative/run',
  shuftiPro: '/api/v1/customerfacing/customers/verification/shuftipro/generateURL',
  idenfy: '/api/v1/customerfacing/customers/verification/idenfy/init',
} as const;

/**
 * What a caller can tell two answers apart by: status, media type, Retry-After and body (for the
 * answers that must not tell whether an account exists).
 */
export const seen = (response: ApiResponse) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  retryAfter: response.headers.get('retry-after'),
  body: response.body,
});

/** A sandbox whose clock the test moves (epoch ms), with an API client. */
export async function startAccountSandbox(): Promise<{
  sandbox: Sandbox;
  api: ApiClient;
  clock: { now: number };
}> {
  const clock = { now: Date.parse('2026-11-21T10:00:00Z') };
  const sandbox = await startTestSandbox({ now: () => clock.now });
  return { sandbox, api: new ApiClient(sandbox.url), clock };
}

/** A valid registration of Līga Ozola (born 12 April 1990); override fields per test. */
export function registrationOf(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  return {
    username: 'liga.ozola',
    password: 'Rudens2026!',
    rePassword: 'Rudens2026!',
    email: 'liga.ozola@example.lv',
    mobilePhone: '+37126555111',
    mobilePhoneCode: '+371',
    acceptTermsAndConditions: true,
    acceptPromotions: true,
    acceptCommunicationPushMessage: true,
    acceptCommunication: true,
    firstName: 'Līga',
    lastName: 'Ozola',
    personalNumber: '120490-11236',
    dateOfBirth: '1990-04-12',
    gender: 'FEMALE',
    currency: 'EUR',
    address: '',
    city: '',
    postalCode: '',
    personalNumberType: 'LPN',
    registrationDetailLevel: 'STANDARD',
    lang: 'LV',
    responsibleGaming: { maxPlacebetsDaily: 50000, maxPlacebetsWeekly: 50000, maxPlacebetsMonthly: 50000 },
    country: 'LV',
    nationality: 'LV',
    pep: false,
    customerOccupation: { occupation: 'EMPLOYED' },
    ...overrides,
  };
}

/** The errorCode of a failed response (undefined when it has none). */
export function codeOf(response: ApiResponse): number | undefined {
  return (response.body as { errorCode?: number } | undefined)?.errorCode;
}

/** Posts a multipart/form-data body built from a FormData. */
export async function postForm(
  baseUrl: string,
  path: string,
  form: FormData,
  token: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'X-Client-Code': 'lv-casino-web',
      'X-Label-Entry-Point': 'LV',
      authorization: `Bearer ${token}`,
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
