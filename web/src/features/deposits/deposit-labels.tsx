import { asMessageId } from '../../i18n/message-id.ts';
import { FormattedMessage } from 'react-intl';

/** Message ids of the choices whose names are words (cards, wallets, banks); coins show their code. */
const CHOICE_MESSAGES: Readonly<Record<string, string>> = {
  cc_card: 'deposits.choice.card',
  CreditcardDeposit: 'deposits.choice.card',
  CreditCard: 'deposits.choice.card',
  apmgw_expresscheckout: 'deposits.choice.paypal',
  apmgw_Apple_Pay: 'deposits.choice.applePay',
  ApplePayDeposit: 'deposits.choice.applePay',
  GooglePayDeposit: 'deposits.choice.googlePay',
  Default: 'deposits.choice.default',
  EasyPay: 'deposits.choice.easyPay',
  SWEDBANK: 'deposits.choice.swedbank',
  SEB: 'deposits.choice.seb',
  CITADELE: 'deposits.choice.citadele',
  LUMINOR: 'deposits.choice.luminor',
};

/** A choice's name: its message when it is a word, else `name` (a coin's code, a Noda bank's name). */
export function ChoiceName({ value, name }: { readonly value: string; readonly name: string }) {
  const id = CHOICE_MESSAGES[value];
  if (id !== undefined) return <FormattedMessage id={asMessageId(id)} />;
  return <>{name}</>;
}

/** A provider's name (`deposits.provider.<id>`, the 27 of games-and-content.md §9). */
export function ProviderName({ provider }: { readonly provider: string }) {
  return <FormattedMessage id={asMessageId(`deposits.provider.${provider}`)} />;
}
