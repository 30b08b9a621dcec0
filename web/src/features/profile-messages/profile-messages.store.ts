import type { ArchiveInboxThreadsUseCase } from '@lv-casino/core/inbox/archive-inbox-threads.use-case.ts';
import type { InboxThread, SentInboxMessage } from '@lv-casino/core/inbox/inbox.ts';
import type { InboxPage, LoadInboxPageUseCase } from '@lv-casino/core/inbox/load-inbox-page.use-case.ts';
import type { OpenInboxThreadUseCase } from '@lv-casino/core/inbox/open-inbox-thread.use-case.ts';
import type { SendInboxMessageUseCase } from '@lv-casino/core/inbox/send-inbox-message.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { MessageFormStore } from './message-form.store.ts';

/** How the unread-message count moved: negative when messages were read. */
export interface InboxUnreadChange {
  readonly delta: number;
}

export interface ProfileMessagesDeps {
  readonly loadPage: LoadInboxPageUseCase;
  readonly openThread: OpenInboxThreadUseCase;
  readonly send: SendInboxMessageUseCase;
  readonly archive: ArchiveInboxThreadsUseCase;
  /** Tells the app the unread-message count moved (the header's badge). */
  readonly onUnreadChanged: (change: InboxUnreadChange) => void;
}

/** What the tab shows: the table of threads, one thread (with the reply form), or a new message. */
export type MessagesView =
  | { readonly kind: 'list' }
  | { readonly kind: 'thread'; readonly threadId: number }
  | { readonly kind: 'new' };

/** What the tab has just done, said in a status line. */
export type MessagesNotice =
  { readonly kind: 'archived'; readonly subject: string } | { readonly kind: 'sent' } | null;

/**
 * The messages tab of the profile (account-and-session.md §2 Profile, §3 Inbox thread, §7 Inbox): a
 * page of 10 threads (paged by recordsTotal) with their unread counts, a thread opened (its unread
 * messages marked read, and the app told), a reply or a new message, and archiving after a
 * confirmation. A failed call says why with a retry; nothing typed or chosen is lost. One store per
 * showing of the tab.
 */
export class ProfileMessagesStore {
  view: MessagesView = { kind: 'list' };
  /** The page shown; null before the first one has come, or after a failure. */
  page: InboxPage | null = null;
  listLoading = false;
  /** The catalogue text of the failed page, or null. */
  listFailure: string | null = null;
  /** The thread shown in the thread view; null while it loads or after a failure. */
  thread: InboxThread | null = null;
  threadLoading = false;
  threadFailure: string | null = null;
  /** The thread whose archiving waits for the player's confirmation, or null. */
  confirmingArchive: InboxThread | null = null;
  archiving = false;
  archiveFailure: string | null = null;
  notice: MessagesNotice = null;
  /** The thread the list came back from (its row takes the focus), or null. */
  returnedFrom: number | null = null;
  readonly form: MessageFormStore;

  readonly #deps: ProfileMessagesDeps;
  #pageIndex = 0;
  /** Bumped by every load and by dispose: an answer of an older one is dropped. */
  #listRun = 0;
  #threadRun = 0;

  constructor(deps: ProfileMessagesDeps) {
    this.#deps = deps;
    this.form = new MessageFormStore({
      send: deps.send,
      onSent: (sent) => {
        this.#sent(sent);
      },
    });
    makeAutoObservable(this, {}, { deep: false });
  }

  get hasPrevious(): boolean {
    return this.page !== null && this.page.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.page !== null && this.page.pageIndex < this.page.pageCount - 1;
  }

  activate(): void {
    if (this.view.kind === 'list') void this.#loadPage(this.#pageIndex);
    else if (this.view.kind === 'thread') void this.#loadThread(this.view.threadId);
  }

  dispose(): void {
    this.#listRun += 1;
    this.#threadRun += 1;
    this.listLoading = false;
    this.threadLoading = false;
    this.form.dispose();
  }

  previousPage(): void {
    if (this.hasPrevious && !this.listLoading && this.page !== null)
      void this.#loadPage(this.page.pageIndex - 1);
  }

  nextPage(): void {
    if (this.hasNext && !this.listLoading && this.page !== null) void this.#loadPage(this.page.pageIndex + 1);
  }

  retryList(): void {
    void this.#loadPage(this.#pageIndex);
  }

  /** Shows a thread: loaded, its unread messages marked read. */
  open(threadId: number): void {
    this.view = { kind: 'thread', threadId };
    this.#leaveView();
    void this.#loadThread(threadId);
  }

  retryThread(): void {
    if (this.view.kind === 'thread') void this.#loadThread(this.view.threadId);
  }

  /** The form for a message that starts a new thread. */
  startNewMessage(): void {
    this.view = { kind: 'new' };
    this.#leaveView();
  }

  /** Back to the table (the page shown, loaded again: a thread read or answered has changed). */
  backToList(): void {
    this.returnedFrom = this.view.kind === 'thread' ? this.view.threadId : null;
    this.view = { kind: 'list' };
    this.#leaveView();
    this.#threadRun += 1;
    this.thread = null;
    void this.#loadPage(this.#pageIndex);
  }

  /** The row of the thread returned from has taken the focus. */
  clearReturnedFrom(): void {
    this.returnedFrom = null;
  }

  askArchive(thread: InboxThread): void {
    this.confirmingArchive = thread;
    this.archiveFailure = null;
    this.notice = null;
  }

  cancelArchive(): void {
    this.confirmingArchive = null;
    this.archiveFailure = null;
  }

  async confirmArchive(): Promise<void> {
    const thread = this.confirmingArchive;
    if (thread === null || this.archiving) return;
    this.archiving = true;
    this.archiveFailure = null;
    const outcome = await this.#deps.archive.execute([thread.id]);
    runInAction(() => {
      this.archiving = false;
      if (outcome.kind === 'failed') {
        this.archiveFailure = outcome.error.messageKey;
        return;
      }
      this.confirmingArchive = null;
      this.notice = { kind: 'archived', subject: thread.subject };
      if (this.thread?.id === thread.id) this.thread = { ...this.thread, status: 'ARCHIVED' };
    });
    if (outcome.kind === 'archived' && this.view.kind === 'list') void this.#loadPage(this.#pageIndex);
  }

  #leaveView(): void {
    this.confirmingArchive = null;
    this.archiveFailure = null;
    this.notice = null;
    this.form.reset();
  }

  #sent(sent: SentInboxMessage): void {
    this.notice = { kind: 'sent' };
    const thread = this.thread;
    if (this.view.kind === 'thread' && thread !== null && thread.id === sent.threadId) {
      this.thread = {
        ...thread,
        status: 'ACTIVE',
        lastMessageAt: sent.message.createdAt,
        messages: [...thread.messages, sent.message],
      };
      return;
    }
    // A new message started a thread: show it.
    this.view = { kind: 'thread', threadId: sent.threadId };
    void this.#loadThread(sent.threadId);
  }

  async #loadPage(pageIndex: number): Promise<void> {
    const run = ++this.#listRun;
    this.#pageIndex = pageIndex;
    this.listLoading = true;
    this.listFailure = null;
    const outcome = await this.#deps.loadPage.execute(pageIndex);
    if (run !== this.#listRun) return;
    runInAction(() => {
      this.listLoading = false;
      if (outcome.kind === 'page') {
        this.page = outcome.page;
        this.#pageIndex = outcome.page.pageIndex;
      } else {
        this.page = null;
        this.listFailure = outcome.error.messageKey;
      }
    });
  }

  async #loadThread(threadId: number): Promise<void> {
    const run = ++this.#threadRun;
    this.threadLoading = true;
    this.threadFailure = null;
    this.thread = null;
    const outcome = await this.#deps.openThread.execute(threadId);
    if (run !== this.#threadRun) return;
    runInAction(() => {
      this.threadLoading = false;
      if (outcome.kind === 'thread') this.thread = outcome.thread;
      else this.threadFailure = outcome.error.messageKey;
    });
    if (outcome.kind === 'thread' && outcome.readCount > 0) {
      this.#deps.onUnreadChanged({ delta: -outcome.readCount });
    }
  }
}
