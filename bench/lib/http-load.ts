import autocannon from 'autocannon';
import { LoadRecorder, type LoadFigures } from './stats';

/**
 * Keeps `concurrency` requests in flight against `url` for `seconds` (autocannon, keep-alive), and
 * times every response. Anything but a 2xx counts as an error.
 */
export async function loadHttp(
  url: string,
  concurrency: number,
  seconds: number,
): Promise<LoadFigures> {
  const recorder = new LoadRecorder();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url, connections: concurrency, duration: seconds }, (error) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) recorder.success(responseTime);
      else recorder.failure();
    });
    instance.on('reqError', () => recorder.failure());
  });
  return recorder.figures();
}
