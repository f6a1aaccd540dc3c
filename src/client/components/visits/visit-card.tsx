import { CalendarCheck, CalendarClock, CalendarX, Check, X } from 'lucide-react';
import { useState } from 'react';
import type { Visit, VisitParty, VisitStatus } from '@/contract/visit';
import { Button } from '@/client/components/ui/button';
import { useSlots, useVisitAction, type VisitAction } from '@/client/data/visits';
import { cn } from '@/client/lib/cn';
import { useLocale, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { useBrowserValue } from '@/client/lib/use-browser-value';
import { dayLabel, timeLabel, viewerZone, visitTiming, zoneLabel } from './visit-time';
import { BookVisitDialog } from './book-visit-dialog';
import { CancelVisitDialog } from './cancel-visit-dialog';

const LOOK: Record<VisitStatus, { box: string; icon: typeof CalendarClock }> = {
  requested: { box: 'border-amber-300 bg-amber-50', icon: CalendarClock },
  confirmed: { box: 'border-green-300 bg-green-50', icon: CalendarCheck },
  cancelled: { box: 'border-gray-200 bg-gray-50', icon: CalendarX },
  declined: { box: 'border-gray-200 bg-gray-50', icon: CalendarX },
  done: { box: 'border-brand-200 bg-brand-50', icon: Check },
  no_show: { box: 'border-red-200 bg-red-50', icon: X },
};

/** "Tue, Dec 3, 10:00 – 11:00 AM" in a zone. */
export function useWhen(visit: Pick<Visit, 'startsAt' | 'endsAt'>) {
  const t = useT();
  const locale = useLocale();
  return (zone: string) =>
    t('visits.when', {
      day: dayLabel(visit.startsAt, zone, locale),
      start: timeLabel(visit.startsAt, zone, locale),
      end: timeLabel(visit.endsAt, zone, locale),
    });
}

/**
 * A visit as an event card, for either side: its time in the company's zone (and the viewer's own
 * where it differs), what happened to it, and what this side may do now.
 */
export function VisitCard({
  visit,
  side,
  otherName,
}: {
  visit: Visit;
  side: VisitParty;
  /** The other side: the business for its customer, the customer for the business. */
  otherName: string;
}) {
  const t = useT();
  const locale = useLocale();
  const companyZone = useSlots(visit.quoteId, visit.companyId).data?.timeZone || null;
  const ownZone = useBrowserValue(viewerZone, null);
  const zone = companyZone ?? ownZone ?? 'UTC';
  const when = useWhen(visit);
  const title = t('visits.status', { status: visit.status });
  const look = LOOK[visit.status];
  const active = visit.status === 'requested' || visit.status === 'confirmed';
  const { upcoming, ended } = visitTiming(visit);
  const business = side === 'business';
  const Icon = look.icon;
  return (
    <article aria-label={title} className={cn('rounded-xl border p-4', look.box)}>
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-gray-800" aria-hidden />
        <div className="min-w-0 flex-1 text-sm text-gray-800">
          <p className="text-base font-semibold text-gray-900">{title}</p>
          <p>{t('visits.with', { name: otherName })}</p>
          <p className="mt-1 font-medium text-gray-900">
            {when(zone)}{' '}
            <span className="font-normal text-gray-700">
              {t('visits.inZone', { zone: zoneLabel(zone, locale) })}
            </span>
          </p>
          {ownZone && ownZone !== zone ? (
            <p className="text-gray-700">{t('visits.yourTime', { when: when(ownZone) })}</p>
          ) : null}
          {visit.status === 'cancelled' && visit.cancelledBy && visit.cancelReason ? (
            <p className="mt-1">
              {t('visits.cancelledBy', { party: visit.cancelledBy, reason: visit.cancelReason })}
            </p>
          ) : null}
          {visit.lateCancellation && business ? (
            <p className="mt-1 font-medium text-danger-700">{t('visits.late')}</p>
          ) : null}
          {active && visit.rescheduledBy && visit.rescheduleReason ? (
            <p className="mt-1">
              {t('visits.movedBy', {
                party: visit.rescheduledBy,
                reason: visit.rescheduleReason,
              })}
            </p>
          ) : null}
          {visit.status === 'requested' ? (
            <p className="mt-1 text-gray-700">{t('visits.waiting', { side })}</p>
          ) : null}
        </div>
      </div>
      <VisitActions
        visit={visit}
        otherName={otherName}
        actions={[
          ...(business && visit.status === 'requested' ? (['confirm', 'decline'] as const) : []),
          ...(business && visit.status === 'confirmed' && ended
            ? (['done', 'no-show'] as const)
            : []),
        ]}
        changeable={active && upcoming}
      />
    </article>
  );
}

function VisitActions({
  visit,
  otherName,
  actions,
  changeable,
}: {
  visit: Visit;
  otherName: string;
  actions: VisitAction[];
  changeable: boolean;
}) {
  const t = useT();
  const act = useVisitAction(visit);
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  if (actions.length === 0 && !changeable) return null;
  const run = (action: VisitAction) =>
    act.mutate(action, {
      onSuccess: () => toast({ variant: 'success', title: t('visits.acted', { action }) }),
      onError: (error) => toastError(t('visits.actionFailed'), error, t('visits.actionFailed')),
    });
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div className="mt-3 flex flex-wrap gap-2 pl-8">
      {actions.map((action, i) => (
        <Button
          key={action}
          size="sm"
          variant={i === 0 ? 'primary' : 'outline'}
          disabled={act.isPending}
          onClick={() => run(action)}
        >
          {t('visits.action', { action: action === 'no-show' ? 'noShow' : action })}
        </Button>
      ))}
      {changeable ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setDialog('reschedule')}>
            {t('visits.action', { action: 'reschedule' })}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
            {t('visits.action', { action: 'cancel' })}
          </Button>
        </>
      ) : null}
      {dialog === 'reschedule' ? (
        <BookVisitDialog
          quoteId={visit.quoteId}
          companyId={visit.companyId}
          otherName={otherName}
          visit={visit}
          onOpenChange={close}
        />
      ) : null}
      {dialog === 'cancel' ? <CancelVisitDialog visit={visit} onOpenChange={close} /> : null}
    </div>
  );
}
