import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { loadWhenOpen } from './load-when-open';
import { useT, type MessageId } from '@/client/lib/i18n';

/** An uploaded image (a company's photo, a quote's image): served at objectUrl, in variants. */
export interface LightboxImage {
  objectUrl: string;
  caption: string | null;
}

export interface LightboxProps {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. 'Project Images' gives 'Project Images (2 of 5)'. */
  title: string;
}

export const wrapIndex = (index: number, length: number) => (index + length) % length;

/** The round previous/next buttons over an image; `names` say what they move to. */
export function PrevNextButtons({
  onStep,
  names,
}: {
  onStep: (delta: number) => void;
  names: { previous: MessageId; next: MessageId };
}) {
  const t = useT();
  return (
    <>
      <Button
        variant="inverse"
        size="icon"
        aria-label={t(names.previous)}
        className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full"
        onClick={() => onStep(-1)}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden />
      </Button>
      <Button
        variant="inverse"
        size="icon"
        aria-label={t(names.next)}
        className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full"
        onClick={() => onStep(1)}
      >
        <ChevronRight className="h-5 w-5" aria-hidden />
      </Button>
    </>
  );
}

/** Full-size images: previous/next wrap around, arrow keys move, Esc closes, thumbnails jump. */
export const Lightbox = loadWhenOpen<LightboxProps>(
  async () => (await import('./lightbox-dialog')).LightboxDialog,
);
