/**
 * The credential-standing module's face: what counts as licensed or insured (docs/decisions/098),
 * as SQL fragments for the company pages and cards, search, matching and Top Pro. A module of its
 * own, importing none: the companies module, which the credentials module imports, needs it too.
 */
export { credentialBadges, holdsCredential, licensedAndInsured } from './credential-standing';
