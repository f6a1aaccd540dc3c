import type { ConfirmDialogProps } from './confirm-dialog-content';
import { loadWhenOpen } from './load-when-open';

/** Asks before something that cannot be undone; focus starts on Cancel. */
export const ConfirmDialog = loadWhenOpen<ConfirmDialogProps>(
  async () => (await import('./confirm-dialog-content')).ConfirmDialogContent,
);
