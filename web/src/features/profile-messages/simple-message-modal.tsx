import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ModalProps } from '../../kernel/modal-props.ts';
import SimpleMessagePopup from './simple-message-popup.tsx';

/** A message id of the URL: a positive whole number, else null. */
const messageIdOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
};

/**
 * simple-message (`?modal=simple-message&messageId={id}`): the simple-message popup of a SIMPLE_MESSAGE
 * notification. A link without a usable id closes at once.
 */
export default function SimpleMessageModal({ onClose }: ModalProps) {
  const [params] = useSearchParams();
  const messageId = messageIdOf(params.get('messageId'));
  useEffect(() => {
    if (messageId === null) onClose();
  }, [messageId, onClose]);
  if (messageId === null) return null;
  return <SimpleMessagePopup key={messageId} messageId={messageId} onClose={onClose} />;
}
