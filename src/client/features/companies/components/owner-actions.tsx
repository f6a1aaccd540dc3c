import { ChartColumn, MessagesSquare, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { useBusinessDialog } from '@/client/lib/business-dialog';
import { useT } from '@/client/lib/i18n';

/**
 * What the owner does on the own company page, in place of Request a Quote and the favourite star:
 * edit the listing (the same dialog as the profile's Companies tab) and see its insights.
 */
export function OwnerActions({ companyId }: { companyId: number }) {
  const t = useT();
  const business = useBusinessDialog();
  return (
    <>
      <Button variant="outline" asChild>
        <Link href={`/business/${companyId}/insights`}>
          <ChartColumn className="h-4 w-4" aria-hidden /> {t('owner.insights')}
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link href={`/business/${companyId}/questions`}>
          <MessagesSquare className="h-4 w-4" aria-hidden /> {t('owner.questions')}
        </Link>
      </Button>
      <Button onClick={() => business.openEdit(companyId)}>
        <Pencil className="h-4 w-4" aria-hidden /> {t('owner.editListing')}
      </Button>
    </>
  );
}
