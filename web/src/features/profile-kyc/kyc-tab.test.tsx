import type { Language } from '@lv-casino/core/routing/language.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createIdentityCheck, createKycDocument } from '@lv-casino/core/testing/kyc.builder.ts';
import { FakeKycPort } from '@lv-casino/core/testing/kyc-port.fake.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './profile-kyc.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { dataTableRows } from '../../testing/data-table-rows.ts';

const kycTab = tabEntryOf('profile-kyc', profileTabs, 'kyc');

// A player in Latvia: the browser's clock is Riga's.
beforeAll(() => {
  process.env.TZ = 'Europe/Riga';
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** janis in the sandbox: not verified, for a new payment method. */
const janis = (overrides: Partial<User> = {}): User =>
  createUser({
    id: 1002,
    username: 'janis',
    kycVerified: 'NOT_VERIFIED',
    kycNotVerifiedReason: 'NEW_PAYMENT_METHOD',
    lang: 'en',
    ...overrides,
  });

interface Options {
  readonly kyc?: FakeKycPort;
  readonly user?: User;
  readonly language?: Language;
}

/**
 * The kyc tab as the profile shows it, for a logged-in player (janis unless told): the app's container
 * over fake ports and a fake KycPort, the tab's chunk prepared as the profile does.
 */
async function renderTab({ kyc = new FakeKycPort(), user = janis(), language = 'en' }: Options = {}) {
  const ports = createTestPorts();
  ports.tokens.write(createTokens());
  ports.customer.user = ok({ ...user, lang: language });
  const container = createAppContainer(createFakePortsModule({ ...ports, kyc }), {
    device: 'desktop',
    initialLanguage: language,
  });
  const session = container.get(SessionStore);
  await session.restore();
  const View = await container.get(FeatureModules).prepare(kycTab.owner, await kycTab.load());
  const router = createMemoryRouter([{ path: '*', element: <View /> }], {
    initialEntries: [`/${language}/casino?modal=profile&selectedTab=kyc`],
  });
  // Files the input's accept list would hide are still chosen: the tab's own check is under test.
  const player = userEvent.setup({ applyAccept: false });
  render(<AppRoot container={container} router={router} />);
  await waitFor(() => {
    expect(document.querySelector('.profile-kyc [role="status"] .spinner')).toBeNull();
  });
  return { kyc, session, events: container.get(DomainEvents), player };
}

const jpeg = (name = 'karte.jpg', size = 2_400_000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const typeSelect = () => screen.getByRole('combobox', { name: 'Document type' });
const fileInput = () => screen.getByLabelText('File');
const uploadButton = () => screen.getByRole('button', { name: /^(Upload|Uploading…)$/ });
const documentsSection = () =>
  screen.getByRole('heading', { name: 'Your documents' }).closest('section') as HTMLElement;
const statusPanel = () => screen.getByText('Verification status').closest('section') as HTMLElement;

describe('the kyc tab', () => {
  describe('the status', () => {
    it('explains NOT_VERIFIED for a new payment method', async () => {
      await renderTab();

      expect(within(statusPanel()).getByRole('status').textContent).toBe(
        'Not verifiedYou have added a new payment method. Upload a document that shows it is yours: a photo of the card (you may cover the middle digits) or a bank statement with the account number.',
      );
    });

    it('explains VERIFIED', async () => {
      await renderTab({ user: createUser({ lang: 'en' }) });

      expect(within(statusPanel()).getByText('Verified')).toBeTruthy();
    });

    it('explains WAITING_BO_USER', async () => {
      await renderTab({ user: janis({ kycVerified: 'WAITING_BO_USER', kycNotVerifiedReason: null }) });

      expect(within(statusPanel()).getByText('Under review')).toBeTruthy();
    });

    it('follows the session’s user without a reload', async () => {
      const { session } = await renderTab({ user: createUser({ lang: 'en' }) });

      act(() => {
        session.updateUser(janis({ kycNotVerifiedReason: null }));
      });

      expect(within(statusPanel()).getByRole('status').textContent).toMatch(/^Not verifiedWe need to verify/);
    });

    it('lists the documents again on KYC_CHANGED', async () => {
      const { kyc, events } = await renderTab();
      kyc.documents = ok([createKycDocument({ id: 7004, fileName: 'karte.pdf', status: 'APPROVED' })]);

      act(() => {
        events.publish([{ kind: 'KYC_CHANGED', kycVerified: 'VERIFIED' }]);
      });

      expect(await screen.findByText('Approved', { selector: '.profile-kyc__badge' })).toBeTruthy();
    });
  });

  describe('the documents', () => {
    it('lists file, type with its card number, upload time and review state', async () => {
      await renderTab();

      const table = screen.getByRole('table', { name: 'Your documents (2 documents)' });
      expect(dataTableRows(table)).toEqual([
        [
          'karte.pdf',
          'Bank card5168 44** **** 2290',
          '02/11/2026, 17:45:31',
          'RejectedReason: Attēls ir neskaidrs',
        ],
        ['pase.pdf', 'Passport', '19/09/2025, 08:01:10', 'Approved'],
      ]);
    });

    it('asks for the documents of the logged-in player', async () => {
      const { kyc } = await renderTab();

      expect(kyc.calls).toContainEqual({ call: 'getCustomerDocuments', customerId: 1002 });
    });

    it('shows the documents of one review state', async () => {
      const { kyc, player } = await renderTab();

      await player.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Rejected');

      await waitFor(() => {
        expect(screen.getByRole('table', { name: 'Your documents (1 document)' })).toBeTruthy();
      });
      expect(kyc.calls.at(-1)).toEqual({ call: 'searchDocuments', filter: { statuses: ['REJECTED'] } });
    });

    it('says when there are none', async () => {
      const kyc = new FakeKycPort();
      kyc.documents = ok([]);
      await renderTab({ kyc });

      expect(screen.getByText('You have not uploaded any documents yet.')).toBeTruthy();
    });

    it('says why they could not be loaded and loads them again on retry', async () => {
      const kyc = new FakeKycPort();
      kyc.documents = fail(createApiFailure(41, 500));
      const { player } = await renderTab({ kyc });
      expect(within(documentsSection()).getByRole('alert').textContent).toBe(
        'Your documents could not be loaded. A server error occurred. Please try again later.Try again',
      );
      kyc.documents = ok([]);

      await player.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await screen.findByText('You have not uploaded any documents yet.')).toBeTruthy();
    });
  });

  describe('the upload', () => {
    it('offers the server’s document types', async () => {
      await renderTab();

      expect(
        within(typeSelect())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a document type',
        'ID card',
        'Passport',
        'Residence permit',
        'Utility bill',
        'Bank card',
        'Bank statement',
      ]);
    });

    it('accepts JPEG, PNG and PDF files', async () => {
      await renderTab();

      expect(fileInput().getAttribute('accept')).toBe(
        'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf',
      );
    });

    it('asks for the card number of a bank card only', async () => {
      const { player } = await renderTab();
      expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();

      await player.selectOptions(typeSelect(), 'Bank card');

      expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    });

    it('asks for the account number of a bank statement', async () => {
      const { player } = await renderTab();

      await player.selectOptions(typeSelect(), 'Bank statement');

      expect(screen.getByRole('textbox', { name: 'Account number' })).toBeTruthy();
    });

    it('uploads the file with its type and card number', async () => {
      const { kyc, player } = await renderTab();
      const file = jpeg();
      await player.selectOptions(typeSelect(), 'Bank card');
      await player.upload(fileInput(), file);
      await player.type(screen.getByRole('textbox', { name: 'Card number' }), '4571 73** **** 5610');

      await player.click(uploadButton());

      await waitFor(() => {
        expect(kyc.calls).toContainEqual({
          call: 'uploadDocument',
          upload: { file, documentType: 'BANK_CARD', cardNumber: '4571 73** **** 5610' },
        });
      });
    });

    it('confirms the upload and lists it', async () => {
      const { kyc, player } = await renderTab();
      await player.selectOptions(typeSelect(), 'Passport');
      await player.upload(fileInput(), jpeg('pase-2.jpg'));
      kyc.documents = ok([
        createKycDocument({ id: 7101, fileName: 'pase-2.jpg', documentType: 'PASSPORT', status: 'PENDING' }),
      ]);

      await player.click(uploadButton());

      expect(
        await screen.findByText('pase-2.jpg has been uploaded. We will check it and let you know.'),
      ).toBeTruthy();
      expect(await screen.findByRole('table', { name: 'Your documents (1 document)' })).toBeTruthy();
      expect(screen.getByText('Waiting for review', { selector: '.profile-kyc__badge' })).toBeTruthy();
    });

    it('empties the file after an upload and keeps the type', async () => {
      const { player } = await renderTab();
      await player.selectOptions(typeSelect(), 'Passport');
      await player.upload(fileInput(), jpeg());

      await player.click(uploadButton());

      await screen.findByText(/has been uploaded/);
      expect([
        (fileInput() as HTMLInputElement).files?.length ?? 0,
        (typeSelect() as HTMLSelectElement).value,
      ]).toEqual([0, 'PASSPORT']);
    });

    it('shows the progress of the upload', async () => {
      const kyc = new FakeKycPort();
      kyc.progress = [0.45];
      const { player } = await renderTab({ kyc });
      kyc.hold();
      await player.selectOptions(typeSelect(), 'Passport');
      await player.upload(fileInput(), jpeg());

      await player.click(uploadButton());

      const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
      expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')]).toEqual([
        '45',
        '45% sent',
      ]);
      expect(uploadButton().getAttribute('aria-disabled')).toBe('true');
      kyc.release();
    });

    it('refuses a file of another type before sending it', async () => {
      const { kyc, player } = await renderTab();

      await player.upload(fileInput(), new File(['GIF89a'], 'karte.gif', { type: 'image/gif' }));

      expect(screen.getByText('Choose a JPEG, PNG or PDF file.')).toBeTruthy();
      expect(fileInput().getAttribute('aria-invalid')).toBe('true');
      expect(kyc.calls.some((c) => c.call === 'uploadDocument')).toBe(false);
    });

    it('refuses a file over 10 MB before sending it', async () => {
      const { kyc, player } = await renderTab();
      await player.selectOptions(typeSelect(), 'Passport');
      await player.upload(fileInput(), jpeg('pase.jpg', 10_000_001));

      await player.click(uploadButton());

      expect(screen.getByText('The file is larger than 10 MB. Choose a smaller one.')).toBeTruthy();
      expect(kyc.calls.some((c) => c.call === 'uploadDocument')).toBe(false);
    });

    it('says what is missing and moves the focus to it', async () => {
      const { player } = await renderTab();

      await player.click(uploadButton());

      expect(screen.getByText('Choose the document type.')).toBeTruthy();
      expect(screen.getByText('Choose the file to upload.')).toBeTruthy();
      expect(document.activeElement).toBe(typeSelect());
    });

    it('shows 72 by the file and keeps what was chosen and typed', async () => {
      const kyc = new FakeKycPort();
      kyc.uploadResult = fail(createApiFailure(72));
      const { player } = await renderTab({ kyc });
      await player.selectOptions(typeSelect(), 'Bank card');
      await player.upload(fileInput(), jpeg());
      await player.type(screen.getByRole('textbox', { name: 'Card number' }), '4571 73** **** 5610');

      await player.click(uploadButton());

      expect(await screen.findByText('This file format is not allowed.')).toBeTruthy();
      expect([
        fileInput().getAttribute('aria-invalid'),
        (fileInput() as HTMLInputElement).files?.[0]?.name,
        (typeSelect() as HTMLSelectElement).value,
        screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' }).value,
      ]).toEqual(['true', 'karte.jpg', 'BANK_CARD', '4571 73** **** 5610']);
    });

    it('alerts another refusal for the form', async () => {
      const kyc = new FakeKycPort();
      kyc.uploadResult = fail(createApiFailure(57));
      const { player } = await renderTab({ kyc });
      await player.selectOptions(typeSelect(), 'Passport');
      await player.upload(fileInput(), jpeg());

      await player.click(uploadButton());

      await waitFor(() => {
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
          'The document was not uploaded. Some of your details are incorrect. Please check them and try again.',
        );
      });
    });

    it('says why the types could not be loaded and offers no form', async () => {
      const kyc = new FakeKycPort();
      kyc.types = fail(createApiFailure(41, 500));
      await renderTab({ kyc });

      expect(screen.getByText(/The document types could not be loaded/)).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Document type' })).toBeNull();
    });
  });

  describe('the identity services', () => {
    it('are not offered to a verified player', async () => {
      await renderTab({ user: createUser({ lang: 'en' }) });

      expect(screen.queryByRole('heading', { name: 'Verify online' })).toBeNull();
    });

    it('open the Shufti Pro page in a new tab without an opener', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { player } = await renderTab();

      await player.click(screen.getByRole('button', { name: 'Verify with Shufti Pro' }));

      await waitFor(() => {
        expect(open).toHaveBeenCalledWith(
          'https://app.shuftipro.com/verification/process/8f31c2',
          '_blank',
          'noopener,noreferrer',
        );
      });
    });

    it('keep the iDenfy page as a link for a blocked new tab', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const { player } = await renderTab();

      await player.click(screen.getByRole('button', { name: 'Verify with iDenfy' }));

      const link = await screen.findByRole('link', { name: 'Open the iDenfy page' });
      expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
        createIdentityCheck().url,
        '_blank',
        'noopener noreferrer',
      ]);
    });

    it.each([
      [75, 'The identity verification service is not available right now. Please try again later.'],
      [76, 'The identity verification could not be started. Please try again later.'],
      [77, 'The identity verification could not be completed. Please try again.'],
    ])('show the failure %i translated', async (code, text) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const kyc = new FakeKycPort();
      kyc.idenfyResult = fail(createApiFailure(code));
      const { player } = await renderTab({ kyc });

      await player.click(screen.getByRole('button', { name: 'Verify with iDenfy' }));

      await waitFor(() => {
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
          `iDenfy could not be started. ${text}`,
        );
      });
      expect(open).not.toHaveBeenCalled();
    });

    it('send the TrueNarrative photos and say they are being checked', async () => {
      const { kyc, player } = await renderTab();
      const photos = [jpeg('priekša.jpg', 1000), jpeg('selfie.jpg', 1000)];

      await player.upload(screen.getByLabelText('Photos'), photos);
      await player.click(screen.getByRole('button', { name: 'Send to TrueNarrative' }));

      expect(
        await screen.findByText('TrueNarrative has received your photos and is checking them.'),
      ).toBeTruthy();
      expect(kyc.calls).toContainEqual({ call: 'runTrueNarrative', images: photos });
    });

    it('refuse a PDF as a TrueNarrative photo before sending it', async () => {
      const { kyc, player } = await renderTab();

      await player.upload(
        screen.getByLabelText('Photos'),
        new File(['%PDF-'], 'pase.pdf', { type: 'application/pdf' }),
      );

      expect(screen.getByText('Choose JPEG or PNG photos.')).toBeTruthy();
      expect(kyc.calls.some((c) => c.call === 'runTrueNarrative')).toBe(false);
    });
  });

  it('speaks Latvian', async () => {
    await renderTab({ language: 'lv' });

    expect(screen.getByRole('combobox', { name: 'Dokumenta veids' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Jūsu dokumenti (2 dokumenti)' })).toBeTruthy();
  });

  it('speaks Russian', async () => {
    await renderTab({ language: 'ru' });

    expect(screen.getByRole('table', { name: 'Ваши документы (2 документа)' })).toBeTruthy();
  });
});
