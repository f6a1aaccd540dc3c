/**
 * The conversations module's face: who may read or write a conversation, the quote lock for
 * writes, the entries' shape, and a request's closure.
 */
export {
  type LockedQuote,
  lockQuote,
  type Participation,
  requireOwnQuote,
  requireParticipant,
  requireReader,
} from './conversation-access';
export { toMessage } from './conversation-entry';
export {
  businessGone,
  customerPresent,
  ENTRY_TIME,
  findConversationParties,
  findRequestBusinesses,
  markQuoteAnswered,
} from './conversation-repository';
export { type EstimateJson, latestEstimateOf, toEstimate, toEstimateOrNull } from './estimate-json';
export { announceCustomerGone, tellWithdrawn, withdrawalOf } from './request-closure';
