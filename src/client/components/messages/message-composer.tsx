import { Lock, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { MESSAGE_REQUIRED } from '@/contract/message';
import type { UploadKind } from '@/contract/upload';
import { Button } from '../ui/button';
import { acceptedImageTypes, checkImageFile } from '@/client/lib/image-file';
import { toast, toastError } from '@/client/lib/toast';

interface ComposerProps {
  /** The conversation this composer writes in: its unsent text is kept under this key. */
  draftKey: string;
  /** Who receives what is sent (named in the text box). */
  recipient: string;
  /** Sends; a rejection is told in a toast, and the draft stays. */
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
  const [text, setDraft] = useState(() => drafts.get(draftKey) ?? '');
  const setText = (value: string) => {
    if (value) drafts.set(draftKey, value);
    else drafts.delete(draftKey);
    setDraft(value);
  };
  const [image, setImage] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  // Said to screen readers only: the message appearing in the thread is what sighted users see.
  const [announcement, setAnnouncement] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const empty = text.trim() === '' && !image;

  const pick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !checkImageFile(imageKind, file)) return;
    setImage(file);
  };

  const send = async () => {
    if (empty) {
      toast({
        variant: 'destructive',
        title: 'Message required',
        description: MESSAGE_REQUIRED,
      });
      return;
    }
    setSending(true);
    setAnnouncement('');
    const sent = { text: text.trim(), image };
    try {
      await onSend(sent);
      // Clear what was sent, not what was typed while it was on its way (here or in the draft of
      // a thread the user has moved on from).
      if ((drafts.get(draftKey) ?? '').trim() === sent.text) drafts.delete(draftKey);
      setDraft((current) => (current.trim() === sent.text ? '' : current));
      setImage((current) => (current === sent.image ? null : current));
      setAnnouncement('Message sent');
    } catch (error) {
      // The draft stays, so nothing typed is lost.
      toastError('Error', error, 'Failed to send message');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (!empty && !sending) void send();
    }
  };

  return (
    <div className="border-t border-gray-200 bg-white p-3">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {preview ? (
        <div className="relative mb-2 inline-block">
          <img
            src={preview}
            alt="Image to send"
            className="h-20 rounded-lg border border-gray-200"
          />
          <button
            type="button"
            onClick={() => setImage(null)}
            aria-label="Remove image"
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
          aria-label="Attach an image"
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip className="h-5 w-5" aria-hidden />
        </Button>
        <textarea
          aria-label="Message"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Message ${recipient}…`}
          className="max-h-40 flex-1 resize-none rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm"
        />
        <Button
          size="icon"
          aria-label="Send message"
          disabled={empty || sending}
          onClick={() => void send()}
        >
          <Send className="h-5 w-5" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/**
 * Under a conversation, on either side: why no more can be written there (closedReason), or the
 * composer, one per conversation.
 */
export function ConversationReply({
  closed,
  ...composer
}: ComposerProps & { closed: string | null }) {
  if (closed) {
    return (
      <p className="flex items-center gap-2 border-t border-gray-200 bg-gray-100 p-4 text-sm text-gray-800">
        <Lock className="h-4 w-4 shrink-0" aria-hidden /> {closed}
      </p>
    );
  }
  return <MessageComposer key={composer.draftKey} {...composer} />;
}
