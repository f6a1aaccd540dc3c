/** The users module's face: a person's settings and whether they may be e-mailed. */
export { userRoutes } from './routes';
export { allowsEmail, emailRecipientColumns, findEmailRecipient } from './user-repository';
