import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Form } from '../../ui/form.tsx';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';

/**
 * The form of a step: its submit (Next, or Register on the last step) checks the step and moves on or
 * registers, the form busy meanwhile.
 */
function StepForm({
  wizard,
  children,
}: {
  readonly wizard: RegistrationWizardStore;
  readonly children: ReactNode;
}) {
  const last = wizard.screen === 3;
  return (
    <Form
      className="register__form"
      aria-busy={last ? wizard.submitting : wizard.advancing}
      onSubmit={() => (last ? wizard.submit() : wizard.next())}
    >
      {children}
    </Form>
  );
}

export default observer(StepForm);
