import { lazy, Suspense, useId, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { MessageId } from '../../i18n/message-id.ts';
import { Tab } from '../../ui/tab.tsx';
import { AreaBoundary } from './area-boundary.tsx';
import { SectionLoading } from './loaded-section.tsx';
import '../../ui/field.css';
import './my-profile.css';

/** The sub-areas of the tab (account-and-session.md §2 Profile: each a lazily loaded chunk). */
const AREAS = [
  'my-profile',
  'personal-data',
  'change-password',
  'security',
  'change-language',
  'lifetime-statistics',
  'refer-a-friend',
  'complaint',
] as const;
type Area = (typeof AREAS)[number];

const NAMES: Readonly<Record<Area, MessageId>> = {
  'my-profile': 'myProfile.area.myProfile',
  'personal-data': 'myProfile.area.personalData',
  'change-password': 'myProfile.area.changePassword',
  security: 'myProfile.area.security',
  'change-language': 'myProfile.area.changeLanguage',
  'lifetime-statistics': 'myProfile.area.lifetimeStatistics',
  'refer-a-friend': 'myProfile.area.referAFriend',
  complaint: 'myProfile.area.complaint',
};

const LOADERS: Readonly<Record<Area, () => Promise<{ default: ComponentType }>>> = {
  'my-profile': () => import('./contact-section.tsx'),
  'personal-data': () => import('./personal-data-section.tsx'),
  'change-password': () => import('./change-password-section.tsx'),
  security: () => import('./security-section.tsx'),
  'change-language': () => import('./language-section.tsx'),
  'lifetime-statistics': () => import('./lifetime-statistics-section.tsx'),
  'refer-a-friend': () => import('./referral-section.tsx'),
  complaint: () => import('./complaint-section.tsx'),
};

/** A lazy component per sub-area: each loads its chunk when first shown (a new set retries failed ones). */
const lazyViews = (): Readonly<Record<Area, LazyExoticComponent<ComponentType>>> => ({
  'my-profile': lazy(LOADERS['my-profile']),
  'personal-data': lazy(LOADERS['personal-data']),
  'change-password': lazy(LOADERS['change-password']),
  security: lazy(LOADERS.security),
  'change-language': lazy(LOADERS['change-language']),
  'lifetime-statistics': lazy(LOADERS['lifetime-statistics']),
  'refer-a-friend': lazy(LOADERS['refer-a-friend']),
  complaint: lazy(LOADERS.complaint),
});

/** The profile's query parameter naming its tab; `change-password` opens this tab on that sub-area. */
const SELECTED_TAB = 'selectedTab';
const CHANGE_PASSWORD: Area = 'change-password';

/**
 * The my-profile tab of the profile (account-and-session.md §2, issue 12 item 4): my profile
 * (contacts and phone), personal data (and the address), change password, security and language,
 * and (issue 14 item 7) lifetime statistics, refer a friend and complaints, as sub-tabs whose content
 * loads when first shown. `?selectedTab=change-password` (which core shows as
 * this tab) opens the change-password sub-area; choosing a sub-area keeps `selectedTab` saying which
 * (change-password, or my-profile for the others), so the link can be shared. The profile's panel
 * names the tab (h2); the sub-areas' headings are h3.
 */
export default function MyProfileTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const linked = params.get(SELECTED_TAB) === CHANGE_PASSWORD ? CHANGE_PASSWORD : null;
  const [area, setArea] = useState<Area>(linked ?? 'my-profile');
  const [views, setViews] = useState(lazyViews);
  // A link to change-password followed while the tab shows opens that sub-area (adjusted as it renders).
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked !== null) setArea(linked);
  }
  const baseId = useId();
  const tabId = (of: Area): string => `${baseId}-tab-${of}`;
  const panelId = `${baseId}-panel`;

  const choose = (next: Area): void => {
    setArea(next);
    const wanted = next === CHANGE_PASSWORD ? CHANGE_PASSWORD : 'my-profile';
    if (params.get(SELECTED_TAB) === wanted) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SELECTED_TAB, wanted);
        return updated;
      },
      { replace: true },
    );
  };

  const View = views[area];
  return (
    <div className="my-profile">
      <div
        className="my-profile__areas"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'myProfile.areas.label' })}
      >
        {AREAS.map((candidate) => (
          <Tab
            key={candidate}
            id={tabId(candidate)}
            className="my-profile__area"
            selected={candidate === area}
            controls={panelId}
            onOpen={() => {
              choose(candidate);
            }}
          >
            <FormattedMessage id={NAMES[candidate]} />
          </Tab>
        ))}
      </div>
      <div id={panelId} role="tabpanel" className="my-profile__panel" aria-labelledby={tabId(area)}>
        <AreaBoundary
          key={area}
          onRetry={() => {
            setViews(lazyViews());
          }}
        >
          <Suspense fallback={<SectionLoading />}>
            <View />
          </Suspense>
        </AreaBoundary>
      </div>
    </div>
  );
}
