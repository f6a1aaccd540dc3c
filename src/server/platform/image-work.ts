import { HttpError } from './errors';

export const UPLOADS_AT_ONCE =
  'You are already uploading images. Please wait for them to finish, then try again.';
export const IMAGES_BUSY = 'We are processing many images right now. Please try again in a moment.';

export interface ImageWorkLimits {
  /** Images processed at once in this process: each holds a thread of the pool that also reads files and compresses pages. */
  running: number;
  /** Images waiting for their turn; beyond this an upload is refused (503) rather than queued. */
  waiting: number;
  /** Images one user may have processing or waiting at once (429 beyond). */
  perUser: number;
}

/**
 * A bounded queue of image work, one per process because the threads it protects are the
 * process's. A burst of uploads waits its turn or is refused; it never takes every thread.
 */
export class ImageWorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perUser = new Map<number, number>();

  constructor(private readonly limits: ImageWorkLimits) {}

  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) throw new HttpError(429, UPLOADS_AT_ONCE);
    if (this.running >= this.limits.running && this.waiting.length >= this.limits.waiting) {
      throw new HttpError(503, IMAGES_BUSY);
    }
    this.perUser.set(userId, mine + 1);
    try {
      await this.turn();
      try {
        return await work();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.limits.running) {
      this.running += 1;
      return Promise.resolve();
    }
    // The slot is handed over by release(): `running` stays counted for the next in line.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/** This process's image work: one image at a time, two dozen waiting, two per user. */
export const imageWork = new ImageWorkQueue({ running: 1, waiting: 24, perUser: 2 });
