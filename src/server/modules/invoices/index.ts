/** The invoices module's face: invoices from the accepted estimate and the payment ledger (issue 35). */
export { invoiceRoutes } from './routes';
