import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { IMAGES_BUSY, ImageWorkQueue, UPLOADS_AT_ONCE } from './image-work';

/** Work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: HttpError) => [error.statusCode, error.message],
  );

describe('the image work queue', () => {
  it('runs one image at a time, in the order they came', async () => {
    const queue = new ImageWorkQueue({ running: 1, waiting: 5, perUser: 2 });
    const order: string[] = [];
    const first = gate();
    const a = queue.run(1, async () => {
      order.push('a starts');
      await first.opened;
      order.push('a ends');
    });
    const b = queue.run(2, async () => void order.push('b starts'));
    const c = queue.run(3, async () => void order.push('c starts'));
    await Promise.resolve();
    expect(order).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'c starts']);
  });

  it('refuses with 503 when the waiting line is full, and takes work again once it moves', async () => {
    const queue = new ImageWorkQueue({ running: 1, waiting: 1, perUser: 2 });
    const first = gate();
    const running = queue.run(1, () => first.opened);
    const waiting = queue.run(2, async () => 'second');
    expect(await refusal(queue.run(3, async () => 'third'))).toEqual([503, IMAGES_BUSY]);
    first.open();
    await running;
    expect(await waiting).toBe('second');
    expect(await queue.run(3, async () => 'third')).toBe('third');
  });

  it('refuses a user a third image at once with 429, and counts a failed image as finished', async () => {
    const queue = new ImageWorkQueue({ running: 1, waiting: 5, perUser: 2 });
    const first = gate();
    const one = queue.run(7, () => first.opened);
    const two = queue.run(7, async () => {
      throw new Error('not an image');
    });
    expect(await refusal(queue.run(7, async () => 0))).toEqual([429, UPLOADS_AT_ONCE]);
    const otherUser = queue.run(8, async () => 'another user waits in line');
    first.open();
    await one;
    await expect(two).rejects.toThrow('not an image');
    expect(await otherUser).toBe('another user waits in line');
    expect(await queue.run(7, async () => 'again')).toBe('again');
  });
});
