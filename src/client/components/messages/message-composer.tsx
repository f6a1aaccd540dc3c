import { Lock, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  BUSINESS_GONE_CLOSED,
  CLOSED_BY_CUSTOMER,
  HIRED_ANOTHER_CLOSED,
  NOT_SELECTED_CLOSED,
  NOT_SUBMITTED_YET,
  REQUEST_UNAVAILABLE,
  YOU_WITHDREW,
} from '@/contract/message';
import type { UploadKind } from '@/contract/upload';
import { Button } from '../ui/button';
import { T, useContractMessage, useT, type MessageId } from '@/client/lib/i18n';
import { acceptedImageTypes, checkImageFile } from '@/client/lib/image-file';
import { toast, toastError } from '@/client/lib/toast';

interface ComposerProps {
  /** The conversation this composer writes in: its unsent text is kept under this key. */
  draftKey: string;
  /** Who receives what is sent: named in the box's label, above it. */
  recipient: string;
  /**
   * Sends: the message shows in the thread at once, marked "Sending…" (useSendMessage). A
   * rejection is told in a toast and what was sent comes back to the box.
   */
  onSend: (content: { text: string; image: File | null }) => Promise<unknown>;
  /** The sender's side: its rule for an attached image (UPLOAD_RULES). */
  imageKind: Extract<UploadKind, 'customerMessageImage' | 'businessMessageImage'>;
}

/** Unsent text per conversation, for as long as the tab lives: switching threads loses nothing. */
const drafts = new Map<string, string>();

/**
 * Text box, image attach with preview, send. Enter sends, Shift+Enter starts a new line.
 * ConversationReply renders it with `key={draftKey}`: each conversation gets its own composer, and
 * its own draft.
 */
function MessageComposer({ draftKey, recipient, onSend, imageKind }: ComposerProps) {
  const t = useT();
  const say = useContractMessage();
  const [text, setDraft] = useState(() => drafts.get(draftKey) ?? '');
  const setText = (value: string) => {
    if (value) drafts.set(draftKey, value);
    else drafts.delete(draftKey);
    setDraft(value);
  };
  const [image, setImage] = useState<File | null>(null);
  const boxId = useId();
  // Said to screen readers only: the message appearing in the thread is what sighted users see.
  const [announcement, setAnnouncement] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const empty = text.trim() === '' && !image;

  const pick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !checkImageFile(imageKind, file, say)) return;
    setImage(file);
  };

  const send = () => {
    if (empty) {
      toast({
        variant: 'destructive',
        title: t('composer.required'),
        description: t('composer.requiredText'),
      });
      return;
    }
    setAnnouncement('');
    const sent = { text: text.trim(), image };
    // The message is in the thread now ("Sending…"): the box is free for the next one.
    drafts.delete(draftKey);
    setDraft('');
    setImage(null);
    onSend(sent).then(
      () => setAnnouncement(t('composer.sent')),
      (error: unknown) => {
        // Refused: it left the thread; what was sent comes back to the box (before anything typed
        // since), here or in the draft of a thread the user has moved on to, so nothing is lost.
        toastError(t('common.error'), error, t('composer.sendFailed'));
        const typed = drafts.get(draftKey) ?? '';
        const restored = typed.trim() ? `${sent.text}\n${typed}` : sent.text;
        if (restored) drafts.set(draftKey, restored);
        setDraft(restored);
        setImage((current) => current ?? sent.image);
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (!empty) send();
    }
  };

  return (
    <div className="border-t border-gray-200 bg-white p-3">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <label htmlFor={boxId} className="mb-1.5 block truncate text-xs font-medium text-gray-700">
        <T
          id="composer.to"
          values={{ name: recipient }}
          components={{ 0: <span className="text-gray-900" /> }}
        />
      </label>
      {preview ? (
        <div className="relative mb-2 inline-block">
          <img
            src={preview}
            alt={t('composer.imageToSend')}
            className="h-20 rounded-lg border border-gray-200"
          />
          <button
            type="button"
            onClick={() => setImage(null)}
            aria-label={t('composer.removeImage')}
            className="absolute -right-2 -top-2 flex h-7 w-7 items-center justify-center rounded-full bg-gray-900 text-white"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={acceptedImageTypes(imageKind)}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('composer.attachImage')}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip className="h-5 w-5" aria-hidden />
        </Button>
        <textarea
          id={boxId}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          // The specification's words (SPEC.md, "Customer messaging panel").
          placeholder={t('composer.placeholder')}
          className="max-h-40 flex-1 resize-none rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm"
        />
        <Button size="icon" aria-label={t('composer.send')} disabled={empty} onClick={send}>
          <Send className="h-5 w-5" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** closedReason's words, each said in the page's language. */
const CLOSED_REASONS: Record<string, MessageId> = {
  [NOT_SUBMITTED_YET]: 'conversation.notSubmittedYet',
  [YOU_WITHDREW]: 'conversation.youWithdrew',
  [CLOSED_BY_CUSTOMER]: 'conversation.closedByCustomer',
  [REQUEST_UNAVAILABLE]: 'conversation.requestUnavailable',
  [BUSINESS_GONE_CLOSED]: 'conversation.businessGone',
  [NOT_SELECTED_CLOSED]: 'conversation.notSelected',
  [HIRED_ANOTHER_CLOSED]: 'conversation.hiredAnother',
};

/**
 * Under a conversation, on either side: why no more can be written there (closedReason), or the
 * composer, one per conversation.
 */
export function ConversationReply({
  closed,
  ...composer
}: ComposerProps & { closed: string | null }) {
  const t = useT();
  if (closed) {
    const reason = CLOSED_REASONS[closed];
    return (
      <p className="flex items-center gap-2 border-t border-gray-200 bg-gray-100 p-4 text-sm text-gray-800">
        <Lock className="h-4 w-4 shrink-0" aria-hidden /> {reason ? t(reason) : closed}
      </p>
    );
  }
  return <MessageComposer key={composer.draftKey} {...composer} />;
}
