/**
 * The auth module's face: sign-up, login, sessions' ends and password resets; closing an account's
 * access; suspension appeals' tokens.
 */
export { closeAccount, endAccountAccess } from './account-access';
export { deleteExpiredDevices, deleteStaleSignInAttempts } from './auth-repository';
export { authRoutes } from './routes';
export { NO_REASON_RECORDED } from './suspension-appeal';
export { toUserResponse } from './user-response';
