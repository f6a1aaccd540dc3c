/** The visits module's face: a business's availability and the visits booked on quotes (issue 34). */
export { registerVisitJobs } from './jobs';
export { cancelVisitsOfGone, nextAvailableOf } from './visit-service';
export { hasFreeSlot } from './visit-repository';
export { visitRoutes } from './routes';
export { stateTimeZone } from './state-time-zones';
export { nextVisitOf, type NextVisitJson, toNextVisit } from './next-visit';
