/**
 * The safety module's face: which messages are held for an admin (the hold policy) and the held
 * entries themselves.
 */
export { holdMessage, senderHeldEntries } from './safety-repository';
export { countsFirstMessages, hasBlockedWord, holdReason, NEW_ACCOUNT_DAYS } from './hold-policy';
