import type { RegistrationFlow } from '@lv-casino/core/registration/register.use-case.ts';
import type { WizardScreen } from '@lv-casino/core/registration/registration-wizard.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import AccountStep from './account-step.tsx';
import { useFieldIds } from './field-ids.ts';
import OccupationStep from './occupation-step.tsx';
import PersonalStep from './personal-step.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { RegistrationSuccess } from './registration-success.tsx';
import { RegistrationWizardStore } from './registration-wizard.store.ts';
import '../../ui/field.css';
import './register-modal.css';

/** The heading: the account step, additional information (steps 2 and 3), or the welcome. */
function Title({ screen }: { readonly screen: WizardScreen }) {
  if (screen === 1) return <FormattedMessage id="register.title.account" />;
  if (screen === 'success') return <FormattedMessage id="register.title.success" />;
  return <FormattedMessage id="register.title.details" />;
}

/**
 * The registration modal (account-and-session.md §2 Registration modal): a three-step wizard with a
 * progress bar, the register call's error at the top of the form, and the success screen. On every
 * change of step the focus moves to the heading, or to the first invalid field when a step is refused.
 */
function RegisterModal({ onClose, flow }: ModalProps & { readonly flow: RegistrationFlow }) {
  const wizard = useScreenStore(RegistrationWizardStore);
  useState(() => {
    wizard.setFlow(flow);
  });
  const ids = useFieldIds();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { focusRequest, screen } = wizard;

  useEffect(() => {
    if (focusRequest === null) return;
    const { target } = focusRequest;
    if (target === 'heading') titleRef.current?.focus();
    else if (target === 'error') alertRef.current?.focus();
    else document.getElementById(ids.control(target))?.focus();
  }, [focusRequest, ids]);

  const close = (): void => {
    wizard.finish();
    onClose();
  };

  return (
    <Dialog titleId={titleId} onClose={close}>
      <div className="register">
        <div className="register__head">
          <h2 id={titleId} ref={titleRef} className="register__title" tabIndex={-1}>
            <Title screen={screen} />
          </h2>
          {screen !== 'success' && <ProgressBar step={screen} percent={wizard.progress} />}
          {flow === 'instantor' && screen === 1 && (
            <p className="register__flow-note">
              <FormattedMessage id="register.instantor.note" />
            </p>
          )}
        </div>
        {screen !== 'success' && (
          <div ref={alertRef} role="alert" className="register__alert" tabIndex={-1}>
            {wizard.serverError !== null && <CatalogueMessage id={wizard.serverError} />}
          </div>
        )}
        {screen === 1 && <AccountStep wizard={wizard} ids={ids} />}
        {screen === 2 && <PersonalStep wizard={wizard} ids={ids} />}
        {screen === 3 && <OccupationStep wizard={wizard} ids={ids} />}
        {screen === 'success' && <RegistrationSuccess autoLoggedIn={wizard.autoLoggedIn} onOk={close} />}
      </div>
    </Dialog>
  );
}

const Observed = observer(RegisterModal);

/** register: the standard registration. */
export default function StandardRegisterModal(props: ModalProps) {
  return <Observed {...props} flow="standard" />;
}

/** intermediate-register (only when instantorEnabled): the same wizard, sent through the Instantor flow. */
export function InstantorRegisterModal(props: ModalProps) {
  return <Observed {...props} flow="instantor" />;
}
