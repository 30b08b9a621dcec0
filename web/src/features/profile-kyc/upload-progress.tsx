import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';

/**
 * The progress of an upload: a bar with the percentage of the body sent, or an indeterminate bar
 * until the browser tells it; at 100 % the server is still checking the file, and the text says so.
 */
export function UploadProgress({
  percent,
  label,
}: {
  readonly percent: number | null;
  readonly label: MessageId;
}) {
  const intl = useIntl();
  const text =
    percent === null
      ? intl.formatMessage({ id: 'profileKyc.progress.starting' })
      : percent >= 100
        ? intl.formatMessage({ id: 'profileKyc.progress.processing' })
        : intl.formatMessage({ id: 'profileKyc.progress.percent' }, { value: percent / 100 });
  return (
    <div className="profile-kyc__progress">
      <div
        className="profile-kyc__progress-track"
        role="progressbar"
        aria-label={intl.formatMessage({ id: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        data-indeterminate={percent === null}
      >
        <span className="profile-kyc__progress-bar" style={{ width: `${String(percent ?? 100)}%` }} />
      </div>
      <p className="profile-kyc__progress-text" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
