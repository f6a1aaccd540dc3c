import { Globe, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CompanyDetails } from '@/contract/company';
import { Card } from '@/client/components/ui/card';
import { EmailAddress } from '@/client/components/ui/email-address';
import { useT } from '@/client/lib/i18n';
import { useBrowserValue } from '@/client/lib/use-browser-value';

/** Apple Maps on Apple phones and tablets, Google Maps everywhere else. */
export function directionsUrl(address: string, userAgent: string): string {
  const destination = encodeURIComponent(address);
  return /iPhone|iPad|iPod/.test(userAgent)
    ? `https://maps.apple.com/?daddr=${destination}`
    : `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 text-gray-500">{icon}</span>
      <div className="min-w-0 break-words">{children}</div>
    </li>
  );
}

export function ContactCard({ company }: { company: CompanyDetails }) {
  const t = useT();
  const fullAddress = `${company.address}, ${company.city}, ${company.state} ${company.zip}`;
  const userAgent = useBrowserValue(() => navigator.userAgent, '');
  const link = 'font-medium text-brand-700 hover:underline';
  return (
    <Card title={t('contact.title')} variant="listing">
      <ul className="mt-4 space-y-3 text-sm text-gray-800">
        <Line icon={<Phone className="h-4 w-4" aria-hidden />}>
          <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className={link}>
            {company.phone}
          </a>
        </Line>
        <Line icon={<Mail className="h-4 w-4" aria-hidden />}>
          {/* Named in one piece: its parts are inline blocks, which screen readers would space. */}
          <a
            href={`mailto:${company.email}`}
            aria-label={company.email}
            className={`${link} group`}
          >
            <EmailAddress email={company.email} />
          </a>
        </Line>
        {company.website ? (
          <Line icon={<Globe className="h-4 w-4" aria-hidden />}>
            <a
              href={company.website}
              className={link}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {company.website.replace(/^https?:\/\//, '')}
            </a>
          </Line>
        ) : null}
        <Line icon={<MapPin className="h-4 w-4" aria-hidden />}>
          <p>{fullAddress}</p>
          <a
            href={directionsUrl(fullAddress, userAgent)}
            className={`${link} mt-1 inline-flex items-center gap-1`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Navigation className="h-3.5 w-3.5" aria-hidden /> {t('contact.directions')}
          </a>
        </Line>
      </ul>
    </Card>
  );
}
