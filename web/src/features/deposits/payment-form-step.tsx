import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { ProviderName } from './deposit-labels.tsx';
import type { DepositTabStore } from './deposit-tab.store.ts';

/**
 * A provider's own form in the page (core's InPagePaymentForm): its heading takes the focus as the step
 * opens, the provider's script renders into the labelled element below it, and the player can give the
 * payment up with the page's own Cancel. The form is mounted once the element exists and removed when
 * the step ends (its end leads to the deposit's result page) or the tab closes.
 */
export const PaymentFormStep = observer(function PaymentFormStep({
  store,
}: {
  readonly store: DepositTabStore;
}) {
  const id = useId();
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const step = store.step;
  const form = step.kind === 'in-page' ? step.form : null;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    const element = container.current;
    if (form === null || element === null) return undefined;
    return form.mount(element, (end) => {
      store.paymentFormEnded(end);
    });
  }, [form, store]);

  if (step.kind !== 'in-page') return null;
  const { deposit } = step;
  const provider = intl.formatMessage({ id: asMessageId(`deposits.provider.${deposit.provider}`) });
  return (
    <section className="deposits__result deposits__payment-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="deposits__heading">
        <FormattedMessage
          id="deposits.paymentForm.title"
          values={{
            amount: formatMinorUnits(deposit.amount, deposit.currency),
            provider: <ProviderName provider={deposit.provider} />,
          }}
        />
      </h3>
      <p>
        <FormattedMessage id="deposits.paymentForm.text" />
      </p>
      <div
        ref={container}
        role="group"
        className="deposits__payment-form-host"
        aria-label={intl.formatMessage({ id: 'deposits.paymentForm.label' }, { provider })}
      />
      <Button
        tone="secondary"
        onClick={() => {
          store.cancelPaymentForm();
        }}
      >
        <FormattedMessage id="deposits.paymentForm.cancel" />
      </Button>
    </section>
  );
});
