import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { MODAL_PARAM } from '../kernel/app-navigator.ts';
import { ModalLoading } from './modal-loading.tsx';

/** The modal host with the list of modals: a chunk of its own. */
const ModalHost = lazy(() => import('./modal-host.tsx'));

/**
 * Loads the modal host (and the registry of modals) the first time the URL names a modal, and keeps
 * it from then on: a visit that never opens a modal never downloads either.
 */
export default function ModalHostGate() {
  const asked = new URLSearchParams(useLocation().search).has(MODAL_PARAM);
  const [needed, setNeeded] = useState(asked);
  // Once asked for, the host stays (it closes its modals itself): state adjusted while rendering.
  if (asked && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={<ModalLoading />}>
      <ModalHost />
    </Suspense>
  );
}
