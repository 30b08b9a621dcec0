import {
  bodyExample,
  outboxCode,
  parameterExample,
  type Scenario,
  type ScenarioContext,
} from './scenario.ts';

/** Registers the customer of the registration example (liga.ozola) and answers her username. */
async function registerExampleCustomer({ session }: ScenarioContext): Promise<string> {
  await session.setUp('registerCustomer');
  return String(bodyExample(session, 'registerCustomer').username);
}

/** Sends the SMS code for the example's new mobile phone and answers the confirmation body with it. */
async function phoneConfirmation(context: ScenarioContext): Promise<Record<string, unknown>> {
  await context.session.setUp('sendMobilePhoneVerificationCode', {}, context.token);
  const example = bodyExample(context.session, 'confirmMobilePhoneManually');
  return {
    ...example,
    verificationCode: outboxCode(context, 'anna', 'sms', String(example.verificationCode)),
  };
}

function enableGeneralConfig(
  context: ScenarioContext,
  flag: 'instantorEnabled' | 'forgotPasswordSmsVerificationEnabled',
): Promise<object> {
  const { state } = context.session.sandbox;
  state.generalConfig = { ...state.generalConfig, [flag]: true };
  return Promise.resolve({});
}

/** Scenarios of authentication, registration, profile and KYC operations whose examples need state. */
export const accountScenarios: Readonly<Record<string, Scenario>> = {
  refreshToken: {
    prepare: async ({ session }) => {
      const pair = (await session.setUp('login')) as { refreshToken: string };
      return { body: { refreshToken: pair.refreshToken } };
    },
  },
  authenticateBySms: {
    // Two-factor login: anna switches it on and logs in with her password; that login sends the code by
    // SMS (only a password login does) and she types it.
    prepare: async (context) => {
      const { session } = context;
      const example = bodyExample(session, 'authenticateBySms');
      const username = String(example.username);
      const token = await session.login(username);
      const settings = { twoFactorSmsEnabled: true, loginNotificationsEnabled: false };
      await session.setUp('updateSecuritySettings', { body: settings }, token);
      await session.call('login', { body: { ...bodyExample(session, 'login'), username } });
      const code = outboxCode(context, username, 'sms', String(example.verificationCode));
      return { body: { ...example, verificationCode: code } };
    },
  },
  activateAccountBySms: {
    prepare: async (context) => {
      const username = await registerExampleCustomer(context);
      const example = bodyExample(context.session, 'activateAccountBySms');
      const code = outboxCode(context, username, 'sms', String(example.verificationCode));
      return { body: { ...example, username, verificationCode: code } };
    },
  },
  // Smart-ID works for a registered personal code: the registration example's customer registers first.
  generateSmartIdVerificationCode: {
    prepare: async (context) => {
      await registerExampleCustomer(context);
      return {};
    },
  },
  authenticateWithSmartId: {
    // The client polls authenticate after generateVerificationCode started the Smart-ID session.
    prepare: async (context) => {
      await registerExampleCustomer(context);
      await context.session.setUp('generateSmartIdVerificationCode');
      // The simulated player confirms in the Smart-ID app a few seconds later.
      context.session.advanceClock(5_000);
      return {};
    },
  },
  registerCustomerWithInstantor: {
    prepare: (context) => enableGeneralConfig(context, 'instantorEnabled'),
  },
  activateAccount: {
    prepare: async (context) => {
      const username = await registerExampleCustomer(context);
      const example = String(parameterExample(context.session, 'activateAccount', 'activationKey'));
      return { query: { username, activationKey: outboxCode(context, username, 'activation', example) } };
    },
  },
  requestPasswordResetBySms: {
    prepare: (context) => enableGeneralConfig(context, 'forgotPasswordSmsVerificationEnabled'),
  },
  resetPassword: {
    prepare: async (context) => {
      const example = bodyExample(context.session, 'resetPassword');
      const username = String(example.username);
      await context.session.setUp('requestPasswordReset', { query: { username } });
      return { body: { ...example, key: outboxCode(context, username, 'reset', String(example.key)) } };
    },
  },
  confirmMobilePhoneManually: {
    prepare: async (context) => ({ body: await phoneConfirmation(context) }),
  },
  updateCustomer: {
    // A new mobile phone is verified by SMS before the profile takes it.
    prepare: async (context) => {
      await context.session.setUp(
        'confirmMobilePhoneManually',
        { body: await phoneConfirmation(context) },
        context.token,
      );
      return {};
    },
  },
  // KYC uploads and identity checks are what a player who is not verified does.
  uploadKycDocument: { player: 'janis' },
  runTrueNarrativeVerification: { player: 'janis' },
  generateShuftiProVerificationUrl: { player: 'janis' },
  initIdenfyVerification: { player: 'janis' },
};
