import type { ServiceAreaKind } from '@/contract/business';
import type { PriceType } from '@/contract/estimate';
import type { JobTiming } from '@/contract/job';
import type { LeadStatus } from '@/contract/lead';
import type { Locale } from '@/contract/locale';
import type { Outcome } from '@/contract/message';
import type { ReportReason, ReportStatus, ReportTarget } from '@/contract/moderation';
import type { NotificationKind } from '@/contract/notification';
import type { QuoteStatus } from '@/contract/quote';
import type { VisitParty, VisitStatus } from '@/contract/visit';

/**
 * The shape of `data.json` in a person's export archive (export-repository.ts builds it in SQL, so
 * timestamps are PostgreSQL's ISO text). An image is named twice: `url` where the site serves it
 * (it needs a login unless it is a business's public photo), and `file`, its path in the archive,
 * for the images the person uploaded (null for another's, which the archive does not carry).
 */
export interface AccountExport {
  exportedAt: string;
  profile: ExportedProfile;
  quotes: ExportedQuote[];
  reviews: ExportedReview[];
  companies: ExportedCompany[];
  favorites: Array<{ companyId: number; companyName: string; createdAt: string }>;
  reports: ExportedReport[];
  notifications: ExportedNotification[];
}

export interface ExportedProfile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isVerified: boolean;
  phoneNumber: string | null;
  emailNotifications: boolean;
  emailNotificationsQuotes: boolean;
  emailNotificationsMessages: boolean;
  textNotifications: boolean;
  /** The saved language (issue 33). */
  locale: Locale;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedImage {
  url: string;
  file: string | null;
  caption: string | null;
  createdAt: string;
}

export interface ExportedMessage {
  id: number;
  /** 'you', or the other side: 'business' in a customer's export, 'customer' in a business's. */
  from: 'you' | 'business' | 'customer';
  message: string;
  imageUrl: string | null;
  imageFile: string | null;
  estimateId: number | null;
  isRead: boolean;
  createdAt: string;
}

/** One revision of a price (estimates are never edited: a new price is a new revision). */
export interface ExportedEstimate {
  id: number;
  revision: number;
  priceType: PriceType;
  priceCents: number | null;
  minCents: number | null;
  maxCents: number | null;
  hourlyRateCents: number | null;
  estimatedHours: number | null;
  includes: string;
  earliestStart: string;
  validUntil: string;
  createdAt: string;
}

/** A visit booked in a conversation (issue 34), with its reasons as both sides saw them. */
export interface ExportedVisit {
  id: number;
  startsAt: string;
  endsAt: string;
  status: VisitStatus;
  cancelledBy: VisitParty | null;
  cancelReason: string | null;
  rescheduledBy: VisitParty | null;
  rescheduleReason: string | null;
  lateCancellation: boolean;
  createdAt: string;
}

export interface ExportedQuote {
  id: number;
  quoteName: string;
  description: string;
  status: QuoteStatus;
  answers: Record<string, string>;
  jobZip: string | null;
  jobAddress: string | null;
  timing: JobTiming;
  timingDate: string | null;
  submittedAt: string | null;
  hiredCompanyId: number | null;
  hiredAt: string | null;
  jobDoneAt: string | null;
  jobConfirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
  images: ExportedImage[];
  conversations: Array<{
    companyId: number;
    companyName: string;
    startedAt: string;
    messages: ExportedMessage[];
    estimates: ExportedEstimate[];
    visits: ExportedVisit[];
  }>;
}

export interface ExportedReply {
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedReview {
  id: number;
  companyId: number;
  companyName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  reply: ExportedReply | null;
}

export interface ExportedCompany {
  id: number;
  name: string;
  category: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  website: string | null;
  isActive: boolean;
  logoUrl: string | null;
  logoFile: string | null;
  averageRating: number;
  ratingsCount: number;
  createdAt: string;
  updatedAt: string;
  /** A radius in miles around the address, or a list of ZIP codes (docs/decisions/016). */
  serviceArea: { kind: ServiceAreaKind; radiusMiles: number | null; zips: string[] };
  photos: Array<ExportedImage & { displayOrder: number }>;
  /** As the company page shows them: visible reviews, the reviewer's first name. */
  reviewsReceived: Array<{
    id: number;
    reviewerFirstName: string;
    rating: number;
    comment: string | null;
    createdAt: string;
    reply: ExportedReply | null;
  }>;
  /** As the inbox shows them: sent requests, the customer's name, the conversation, the estimates. */
  requestsReceived: ExportedRequest[];
  /** Matched requests offered to the company (docs/decisions/042), without the customer's name. */
  leads: ExportedLead[];
}

export interface ExportedRequest {
  quoteId: number;
  quoteName: string;
  description: string;
  status: QuoteStatus;
  customerName: string;
  jobZip: string | null;
  /** Only once this business was hired, as the inbox shows it. */
  jobAddress: string | null;
  receivedAt: string;
  outcome: Outcome | null;
  messages: ExportedMessage[];
  estimatesSent: ExportedEstimate[];
  visits: ExportedVisit[];
}

export interface ExportedLead {
  id: number;
  quoteId: number;
  quoteName: string;
  description: string;
  jobZip: string | null;
  status: LeadStatus;
  offeredAt: string;
  expiresAt: string;
  respondedAt: string | null;
  passReason: string | null;
}

export interface ExportedReport {
  id: number;
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  resolvedAt: string | null;
  createdAt: string;
}

export interface ExportedNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** A photo the person uploaded, as the archive stores it. */
export interface ExportedPhoto {
  /** Its path in the archive, as the images in `data.json` name it. */
  file: string;
  storageKey: string;
}
