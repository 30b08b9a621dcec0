import type { WizardStep } from '@lv-casino/core/registration/registration.schema.ts';
import { useIntl } from 'react-intl';

/** Number of steps of the wizard (account-and-session.md §9). */
const STEPS = 3;

/** The wizard's progress: a bar of 33, 66 or 100 percent and "step x of 3". */
export function ProgressBar({ step, percent }: { readonly step: WizardStep; readonly percent: number }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'register.progress.step' }, { step, total: STEPS });
  return (
    <div className="register-progress">
      <div
        className="register-progress__track"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'register.progress.label' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="register-progress__bar" style={{ width: `${String(percent)}%` }} />
      </div>
      <p className="register-progress__text">{text}</p>
    </div>
  );
}
