import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';
import CatalogueMessage from './catalogue-message.tsx';

type Values = NonNullable<Parameters<typeof FormattedMessage>[0]['values']>;

/**
 * A catalogue text by its key (a field's error, a form's refusal), or undefined when there is none:
 * what a field's `error` and a live notice take (ui/form-field.tsx, ui/notice.tsx).
 */
export const catalogueText = (key: string | null | undefined): ReactNode =>
  key === undefined || key === null ? undefined : <CatalogueMessage id={key} />;

/**
 * A text by a message id that arrives as data (a feature's own error key, or a catalogue key whose
 * texts load with the feature), with its values; undefined when there is none.
 */
export const messageText = (key: string | null | undefined, values?: Values): ReactNode =>
  key === undefined || key === null ? undefined : (
    <FormattedMessage id={asMessageId(key)} {...(values === undefined ? {} : { values })} />
  );
