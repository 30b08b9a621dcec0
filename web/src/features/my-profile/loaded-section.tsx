import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { Intro } from '../../ui/intro.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import type { Loaded } from '../../kernel/loaded.ts';
import type { FormState, SubmitFeedback } from './form-state.ts';
import type { SubArea } from './sub-area.ts';
import type { TimedMessage } from './timed-message.ts';

/** A submit of the tab (ui/button.tsx) with its feedback: busy ("Saving…"), then ✓ or !. */
export function SubmitButton({
  feedback,
  label,
  busyLabel = 'myProfile.saving',
}: {
  readonly feedback: SubmitFeedback;
  readonly label: MessageId;
  readonly busyLabel?: MessageId | undefined;
}) {
  return (
    <Button
      type="submit"
      className="my-profile__submit"
      feedback={feedback}
      busyLabel={<FormattedMessage id={busyLabel} />}
    >
      <FormattedMessage id={label} />
    </Button>
  );
}

/** The end of a form of the tab: the refusal of the whole form, read out as it shows, then its submit. */
export const FormEnd = observer(function FormEnd({
  form,
  label,
  busyLabel,
}: {
  readonly form: FormState;
  readonly label: MessageId;
  readonly busyLabel?: MessageId;
}) {
  return (
    <>
      <LiveNotice role="alert">{catalogueText(form.formError)}</LiveNotice>
      <SubmitButton feedback={form.feedback} label={label} busyLabel={busyLabel} />
    </>
  );
});

/** What the tab shows while something loads. */
export const SectionLoading = () => (
  <Loading>
    <FormattedMessage id="myProfile.loading" />
  </Loading>
);

/** Why something of the tab could not be loaded (its lead and the catalogue's reason), with a retry. */
export function LoadFailure({
  lead = 'myProfile.loadFailed',
  messageKey,
  onRetry,
}: {
  readonly lead?: MessageId | undefined;
  readonly messageKey: string;
  readonly onRetry: () => void;
}) {
  return (
    <LoadFailed retry={<FormattedMessage id="myProfile.retry" />} onRetry={onRetry}>
      <FormattedMessage id={lead} /> <CatalogueMessage id={messageKey} />
    </LoadFailed>
  );
}

/** A form's success message, announced as a status; it hides after 3000 ms (TimedMessage). */
export const SavedMessage = observer(function SavedMessage({ message }: { readonly message: TimedMessage }) {
  return <LiveNotice role="status">{catalogueText(message.messageKey)}</LiveNotice>;
});

/** A sub-area of my profile: its heading, which names it, then what it holds. */
export function ProfileSection({
  title,
  titleId: givenTitleId,
  busy,
  children,
}: {
  readonly title: MessageId;
  /** The heading's id, when the sub-area's own controls refer to it. */
  readonly titleId?: string;
  /** Its data is loading (aria-busy); unset for a sub-area that loads nothing. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}) {
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  return (
    <section className="my-profile__section" aria-labelledby={titleId} aria-busy={busy}>
      <h3 id={titleId} className="my-profile__heading">
        <FormattedMessage id={title} />
      </h3>
      {children}
    </section>
  );
}

/**
 * A part of a sub-area: its heading (`titleId`, for the part's own controls), what it is for, then
 * what it holds; with `landmark`, a section its heading names.
 */
export function SubSection({
  title,
  titleId,
  intro,
  landmark = false,
  children,
}: {
  readonly title: MessageId;
  readonly titleId: string;
  readonly intro?: MessageId;
  readonly landmark?: boolean;
  readonly children: ReactNode;
}) {
  const Part = landmark ? 'section' : 'div';
  return (
    <Part className="my-profile__subsection" aria-labelledby={landmark ? titleId : undefined}>
      <h4 id={titleId} className="my-profile__subheading">
        <FormattedMessage id={title} />
      </h4>
      <Intro text={intro} className="my-profile__muted" />
      {children}
    </Part>
  );
}

export interface LoadedSectionProps<T> {
  readonly title: MessageId;
  /** What the sub-area is for, under its heading. */
  readonly intro?: MessageId;
  readonly data: Loaded<T>;
  /** The timed success message of the section's forms, when it has any. */
  readonly message?: TimedMessage;
  /** The lead of the failure's text (the tab's own unless told). */
  readonly failedLead?: MessageId;
  readonly onRetry: () => void;
  /**
   * What the section shows once its data has come. It runs in this section's render, which no MobX
   * observer watches: it takes the store's values from its caller's render (or renders observers).
   */
  readonly children: (value: T) => ReactNode;
}

/**
 * What a LoadedSection shows of a sub-area's store (sub-area.ts): its data, its message, and a retry
 * that loads it again. Call it in an observer's render, which then follows the data.
 */
export const shownArea = <T,>(
  area: SubArea<T>,
): Pick<LoadedSectionProps<T>, 'data' | 'message' | 'onRetry'> => ({
  data: area.data,
  message: area.message,
  onRetry: () => {
    void area.load();
  },
});

/**
 * A sub-area of my profile that loads its data: its heading, the timed success message, and its data
 * — loading, failed with a retry, or shown by `children`.
 */
export function LoadedSection<T>({
  title,
  intro,
  data,
  message,
  failedLead,
  onRetry,
  children,
}: LoadedSectionProps<T>) {
  return (
    <ProfileSection title={title} busy={data.kind === 'loading'}>
      <Intro text={intro} className="my-profile__muted" />
      {message !== undefined && <SavedMessage message={message} />}
      {data.kind === 'loading' && <SectionLoading />}
      {data.kind === 'failed' && (
        <LoadFailure lead={failedLead} messageKey={data.messageKey} onRetry={onRetry} />
      )}
      {data.kind === 'ready' && children(data.value)}
    </ProfileSection>
  );
}
