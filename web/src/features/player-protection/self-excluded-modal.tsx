import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { NoticeDialog } from '../../ui/notice-dialog.tsx';

/** The catalogue's message of error 39 (self-excluded). */
const SELF_EXCLUDED_KEY = 'gaming.error.self.excluded';

/**
 * self-excluded-modal (account-and-session.md §8 code 39): a game or the sportsbook refused a
 * self-excluded player; where to find help, and back to the casino.
 */
export default function SelfExcludedModal({ onClose }: ModalProps) {
  const navigate = useNavigate();
  const { language } = useInjection(IntlStore);
  return (
    <NoticeDialog
      role="alertdialog"
      title={<FormattedMessage id="protection.selfExcluded.title" />}
      text={
        <>
          <CatalogueMessage id={SELF_EXCLUDED_KEY} /> <FormattedMessage id="protection.selfExcluded.help" />
        </>
      }
      actionLabel={<FormattedMessage id="protection.selfExcluded.ok" />}
      onAction={() => {
        void navigate(`/${language}/casino`, { replace: true });
      }}
      onClose={onClose}
    />
  );
}
