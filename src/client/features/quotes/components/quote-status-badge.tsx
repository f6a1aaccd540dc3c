import type { QuoteStatus } from '../../../../contract/quote';
import { Badge } from '../../../components/ui/badge';

/** Draft orange, In Progress blue (submitted too), Completed green. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  if (status === 'draft') return <Badge className="bg-orange-100 text-orange-900">Draft</Badge>;
  if (status === 'submitted' || status === 'in_progress') {
    return <Badge className="bg-blue-100 text-blue-900">In Progress</Badge>;
  }
  return <Badge className="bg-green-100 text-green-900">Completed</Badge>;
}
