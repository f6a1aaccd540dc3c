/** The invoices module's face: invoices from the accepted estimate and the payment ledger (issue 35). */
export { cardPaymentRoutes } from './card-payment-routes';
export { issueDepositAtHire } from './deposit-service';
export { checkLedger, registerInvoiceJobs } from './ledger-check';
export { invoiceRoutes } from './routes';
