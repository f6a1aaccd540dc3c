import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileOf,
  gif,
  jpegWithGps,
  multipart,
  png,
  pngBomb,
  svgFilterBomb,
  svgSlowToDraw,
  svgWithScript,
  webp,
} from '../support/files';
import { until } from '../support/waiting';
import { UPLOADS_AT_ONCE } from '@/server/platform/image-work';
import { SVG_DRAW_LIMIT_MS, SVG_TOO_COMPLEX } from '@/server/platform/svg';
import {
  createBuiltApp,
  createTestApp,
  signUp,
  type Agent,
  type TestApp,
} from '../support/test-app';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await signUp(t));
});
afterAll(async () => t.close());

const upload = (who: Agent, bytes: Buffer, filename = 'photo.png', contentType = 'image/png') => {
  const body = multipart({}, { file: fileOf(bytes, filename, contentType) });
  return who.request({ method: 'POST', url: '/api/upload/single', ...body });
};
const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const storedFiles = async (app = t) => {
  const root = path.join(app.config.dataDir, 'objects');
  const dirs = await readdir(root).catch(() => []);
  const files = await Promise.all(dirs.map((d) => readdir(path.join(root, d))));
  return files.flat().length;
};
const objectRows = async (app = t) => {
  const client = new pg.Client(app.databaseUrl);
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM stored_objects');
  await client.end();
  return rows[0].n as number;
};

describe('uploading an image', () => {
  it('stores a PNG and serves it with type, nosniff, an ETag and a script-free CSP', async () => {
    const response = await upload(agent, await png());
    expect(response.statusCode).toBe(201);
    const { objectId } = response.json();
    expect(objectId).toBeGreaterThan(0);

    const served = await agent.get(`/api/objects/${objectId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers.etag).toBe(`"${objectId}-original"`);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

    const again = await agent.get(`/api/objects/${objectId}`, {
      'if-none-match': `"${objectId}-original"`,
    });
    expect(again.statusCode).toBe(304);

    const thumb = await agent.get(`/api/objects/${objectId}?variant=thumb`);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('accepts JPEG, GIF and WebP, and strips location metadata from photos', async () => {
    for (const bytes of [await gif(), await webp()]) {
      expect((await upload(agent, bytes)).statusCode).toBe(201);
    }
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { objectId } = (await upload(agent, jpeg, 'me.jpg', 'image/jpeg')).json();
    const served = await agent.get(`/api/objects/${objectId}`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('answers a photo with its thumbnail ready; its web rendition follows from a job', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#0d9488' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(agent, photo, 'kitchen.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const url = `/api/objects/${response.json().objectId}`;
    const thumb = await agent.get(`${url}?variant=thumb`);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

    // Asked for before its job has made it: the original stands in, not to be kept.
    const early = await agent.get(`${url}?variant=web`);
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toBe('image/jpeg');
    expect(early.headers.etag).toBe(`"${response.json().objectId}-original"`);
    expect(early.headers['cache-control']).toBe('private, no-cache');
    expect((await sharp(early.rawPayload).metadata()).width).toBe(2400);

    let web = early;
    await until(async () => {
      web = await agent.get(`${url}?variant=web`);
      return web.headers['content-type'] === 'image/webp';
    });
    expect(web.headers.etag).toBe(`"${response.json().objectId}-web"`);
    expect(web.headers['cache-control']).toBe('private, max-age=3600');
    expect((await sharp(web.rawPayload).metadata()).width).toBe(1600);
  });

  it('refuses a text file named .png, whatever its declared type', async () => {
    const before = await storedFiles();
    const response = await upload(
      agent,
      Buffer.from('just some text, not an image'),
      'cat.png',
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please upload a JPG, PNG, GIF, WebP or SVG image.');
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file over 5 MB with a 413 while streaming, storing nothing', async () => {
    const [files, rows] = [await storedFiles(), await objectRows()];
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(agent, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('File too large. The maximum size is 5 MB.');
    expect([await storedFiles(), await objectRows()]).toEqual([files, rows]);
  });

  it('refuses an image claiming 50,000 x 50,000 pixels', async () => {
    const response = await upload(agent, pngBomb());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/too large in pixels/);
  });

  it('refuses an image header glued to HTML (a polyglot), storing nothing', async () => {
    const noisy = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([noisy.subarray(0, noisy.length / 2), html]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    const [files, rows] = [await storedFiles(), await objectRows()];
    const response = await upload(agent, polyglot, 'page.html', 'text/html');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please upload a JPG, PNG, GIF, WebP or SVG image.');
    expect([await storedFiles(), await objectRows()]).toEqual([files, rows]);
  });

  it('re-encodes an image carrying HTML after its end, whatever type it claims', async () => {
    const response = await upload(agent, Buffer.concat([await png(), html]), 'x.html', 'text/html');
    expect(response.statusCode).toBe(201);
    const served = await agent.get(`/api/objects/${response.json().objectId}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('refuses an SVG claiming 50,000 x 50,000 pixels', async () => {
    const bomb = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"><rect width="9" height="9"/></svg>',
    );
    const response = await upload(agent, bomb, 'bomb.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/too large in pixels/);
  });

  it('rasterises an SVG: no script, event handler or external reference survives', async () => {
    const response = await upload(agent, svgWithScript, 'logo.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(201);
    const served = await agent.get(`/api/objects/${response.json().objectId}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('script'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('evil.example'))).toBe(false);
  });

  it('needs a signed-in user and a file', async () => {
    expect((await upload(t.agent(), await png())).statusCode).toBe(401);
    const noFile = await agent.request({
      method: 'POST',
      url: '/api/upload/single',
      ...multipart({ note: 'hi' }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Please choose an image file to upload.');
    const json = await agent.post('/api/upload/single', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });
});

describe('reading objects', () => {
  it('keeps an unattached upload private to its owner', async () => {
    const { objectId } = (await upload(agent, await png())).json();
    expect((await t.agent().get(`/api/objects/${objectId}`)).statusCode).toBe(404);
    const { agent: stranger } = await signUp(t);
    expect((await stranger.get(`/api/objects/${objectId}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/objects/${objectId}`)).statusCode).toBe(200);
  });

  it('never reads outside the store, whatever the id looks like', async () => {
    for (const id of [
      '..%2F..%2Fetc%2Fpasswd',
      '1%2F..%2F..%2Fpostgres',
      '-1',
      '1e3',
      'abc',
      '0x10',
    ]) {
      const response = await agent.get(`/api/objects/${id}`);
      expect(response.statusCode, id).toBe(400);
    }
    expect((await agent.get('/api/objects/99999')).statusCode).toBe(404);
    expect((await agent.get('/api/objects/1?variant=../../x')).statusCode).toBe(400);
  });
});

describe('images that cost too much to draw', () => {
  let site: TestApp;
  beforeAll(async () => {
    // The rendered home page, as visitors get it, answers while images are refused or stopped.
    site = await createBuiltApp();
  });
  afterAll(async () => site.close());

  const svgUpload = (who: Agent, bytes: Buffer) =>
    who.request({
      method: 'POST',
      url: '/api/upload/single',
      ...multipart({}, { file: fileOf(bytes, 'logo.svg', 'image/svg+xml') }),
    });
  const timed = async <T>(work: Promise<T>) => {
    const started = performance.now();
    const result = await work;
    return { result, ms: performance.now() - started };
  };
  /** Loads the home page again and again until `done` settles; the slowest answer. */
  const homeWhile = async (done: Promise<unknown>) => {
    let finished = false;
    void done.finally(() => (finished = true));
    let slowest = 0;
    let answers = 0;
    while (!finished || answers === 0) {
      const { result, ms } = await timed(site.agent().get('/'));
      expect(result.statusCode).toBe(200);
      slowest = Math.max(slowest, ms);
      answers += 1;
    }
    return slowest;
  };
  const uploaders = () => Promise.all([1, 2, 3, 4].map(async () => (await signUp(site)).agent));

  it('refuses the 223-byte filter SVG four at a time, each at once, while the home page answers', async () => {
    const agents = await uploaders();
    const [files, rows] = [await storedFiles(site), await objectRows(site)];
    const burst = Promise.all(agents.map((who) => timed(svgUpload(who, svgFilterBomb))));
    const slowestHome = await homeWhile(burst);
    for (const { result, ms } of await burst) {
      expect(result.statusCode).toBe(400);
      expect(result.json().error).toBe(SVG_TOO_COMPLEX);
      expect(ms).toBeLessThan(2_000);
    }
    expect(slowestHome).toBeLessThan(1_000);
    expect([await storedFiles(site), await objectRows(site)]).toEqual([files, rows]);
  });

  it('refuses the variants of costly SVG features before drawing anything', async () => {
    const { agent: who } = await signUp(site);
    const svg = (body: string, attributes = '') =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg"${attributes} width="2000" height="2000">${body}</svg>`,
      );
    const variants = {
      'a CSS filter function': svg(
        '<rect width="2000" height="2000" style="filter: blur(300px)"/>',
      ),
      'a filter under another prefix': svg(
        '<s:filter id="f"><s:feGaussianBlur stdDeviation="500"/></s:filter><rect filter="url(#f)" width="9" height="9"/>',
        ' xmlns:s="http://www.w3.org/2000/svg"',
      ),
      'a filter in a comment-split tag': svg(
        '<!-- x --><FILTER id="f"><feMorphology radius="400"/></FILTER><rect width="9" height="9"/>',
      ),
      'nested patterns': svg(
        '<pattern id="p" width="1" height="1" patternUnits="userSpaceOnUse"><rect width="1" height="1" fill="url(#q)"/></pattern><pattern id="q" width="0.1" height="0.1"><rect width="1" height="1" fill="url(#p)"/></pattern><rect width="2000" height="2000" fill="url(#p)"/>',
      ),
      'repeated use': svg(
        '<g id="a"><rect width="1" height="1"/></g><g id="b"><use href="#a"/><use href="#a"/></g><use href="#b"/>',
      ),
      'an entity declaration': Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text>&b;</text></svg>',
      ),
      'an embedded image': svg(
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="2000" height="2000"/>',
      ),
    };
    for (const [name, bytes] of Object.entries(variants)) {
      const { result, ms } = await timed(svgUpload(who, bytes));
      expect(result.statusCode, name).toBe(400);
      expect(result.json().error, name).toBe(SVG_TOO_COMPLEX);
      expect(ms, name).toBeLessThan(1_000);
    }
  });

  it('stops an SVG of plain shapes that draws too long, four at a time, while the home page answers', async () => {
    const agents = await uploaders();
    const [files, rows] = [await storedFiles(site), await objectRows(site)];
    const burst = Promise.all(agents.map((who) => timed(svgUpload(who, svgSlowToDraw))));
    const slowestHome = await homeWhile(burst);
    const answers = await burst;
    for (const { result } of answers) {
      expect(result.statusCode).toBe(400);
      expect(result.json().error).toBe(SVG_TOO_COMPLEX);
    }
    // One drawing at a time, each stopped at its deadline: the last waits for three before it.
    const slowest = Math.max(...answers.map((a) => a.ms));
    expect(slowest).toBeLessThan(4 * SVG_DRAW_LIMIT_MS + 4_000);
    expect(slowestHome).toBeLessThan(1_000);
    expect([await storedFiles(site), await objectRows(site)]).toEqual([files, rows]);
  });

  it('lets one user process two images at once and refuses a third until they finish', async () => {
    const { agent: who } = await signUp(site);
    const answers = await Promise.all([1, 2, 3].map(() => svgUpload(who, svgSlowToDraw)));
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().error).toBe(UPLOADS_AT_ONCE);
    const next = await svgUpload(who, svgWithScript);
    expect(next.statusCode).toBe(201);
  });
});
