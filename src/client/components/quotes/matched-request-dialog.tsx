import { lazy, Suspense, useState } from 'react';
import { MAX_MATCHED_PROS } from '@/contract/lead-limits';
import type { ButtonProps } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { useT } from '@/client/lib/i18n';
import { MatchedRequestFace } from './matched-request';

// The form (react-hook-form, zod) loads when the dialog first opens, or as the pointer reaches
// the button: the home, category and search pages stay light.
const loadForm = () => import('./matched-request-form');
const MatchedRequestForm = lazy(async () => ({ default: (await loadForm()).MatchedRequestForm }));

/** The button and its dialog, once wanted (./matched-request.tsx draws the button until then). */
export function MatchedRequestDialog({
  trade,
  zip,
  button,
  defaultOpen,
}: {
  trade: string;
  zip: string;
  button: Pick<ButtonProps, 'variant' | 'size' | 'className'>;
  defaultOpen: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MatchedRequestFace
          {...button}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onTouchStart={() => void loadForm()}
        />
      </DialogTrigger>
      {open ? (
        <DialogContent
          title={t('matched.label', { max: MAX_MATCHED_PROS })}
          description={t('matched.description', { max: MAX_MATCHED_PROS })}
        >
          <Suspense fallback={<p className="text-sm text-gray-700">{t('common.loading')}</p>}>
            <MatchedRequestForm trade={trade} zip={zip} onClose={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
