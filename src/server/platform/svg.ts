import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '@/server/project-root';
import { HttpError } from './errors';

export const SVG_TOO_COMPLEX =
  'This SVG is too complex to process. Please upload a simpler SVG, or a JPG or PNG.';

/**
 * Elements whose cost has no bound worth trusting (filters blur and morph whole surfaces, patterns
 * and `use` repeat content, masks and markers render offscreen copies), or that pull in other
 * documents and images. A drawing without them is shapes, paths, text and gradients.
 */
const REFUSED_ELEMENTS = new Set([
  'filter',
  'pattern',
  'mask',
  'marker',
  'use',
  'image',
  'feimage',
  'foreignobject',
  'iframe',
  'video',
  'audio',
  'canvas',
]);
/** The `filter` property (attribute or CSS): CSS filter functions such as blur() need no element. */
const FILTER_PROPERTY = /\bfilter\s*[:=]/i;
/** A DTD can declare entities that expand without end, or reach outside the document. */
const DOCUMENT_TYPE = /<!(DOCTYPE|ENTITY)/i;
/** Binding the SVG namespace to a prefix would let `<x:filter>` pass as an unknown element. */
const PREFIXED_SVG_NAMESPACE = /xmlns:[\w.-]+\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/i;
const ELEMENT = /<\s*([A-Za-z_][\w.:-]*)/g;
const MAX_ELEMENTS = 50_000;

/**
 * Refuses an SVG that uses a feature whose drawing time is unbounded. What passes still has its
 * drawing time bounded by `rasteriseSvg`; this check answers the obvious cases at once, with a
 * message, and never starts a drawing for them.
 */
export function checkSvgMarkup(bytes: Buffer): void {
  const text = bytes.toString('utf8').replace(/<!--[\s\S]*?-->/g, '');
  if (DOCUMENT_TYPE.test(text) || PREFIXED_SVG_NAMESPACE.test(text) || FILTER_PROPERTY.test(text))
    throw new HttpError(400, SVG_TOO_COMPLEX);
  let elements = 0;
  for (const [, name] of text.matchAll(ELEMENT)) {
    const local = name!.slice(name!.lastIndexOf(':') + 1).toLowerCase();
    if (REFUSED_ELEMENTS.has(local) || local.startsWith('fe') || ++elements > MAX_ELEMENTS)
      throw new HttpError(400, SVG_TOO_COMPLEX);
  }
}

/** How long an SVG may take to draw before its drawing is killed. */
export const SVG_DRAW_LIMIT_MS = 2_000;

const sharpEntry = createRequire(path.join(projectRoot, 'package.json')).resolve('sharp');
/**
 * Draws stdin's SVG at the given density and writes the PNG to stdout. It runs in a process of its
 * own because a drawing cannot be interrupted inside the library (sharp's timeout is checked
 * between tiles, and one tile of a costly SVG can take a minute) and would hold one of the
 * threads that also read files and compress pages.
 */
const DRAW_SCRIPT = `
const sharp = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c)).on('end', () =>
  sharp(Buffer.concat(chunks), { density: Number(process.argv[2]), limitInputPixels: Number(process.argv[3]) })
    .png().toBuffer()
    .then((png) => process.stdout.write(png))
    .catch((e) => { process.stderr.write(String(e.message)); process.exitCode = 1; }));
`;

/**
 * Rasterises an SVG to PNG in a child process that is killed after `SVG_DRAW_LIMIT_MS`. Resolves
 * to the PNG, or rejects with `SVG_TOO_COMPLEX` (too slow) or a plain Error (not drawable).
 */
export function rasteriseSvg(bytes: Buffer, density: number, maxPixels: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', DRAW_SCRIPT, sharpEntry, String(density), String(maxPixels)],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const output: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, SVG_DRAW_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.resume();
    child.stdin.on('error', () => {}); // the child may exit before reading everything
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new HttpError(400, SVG_TOO_COMPLEX));
      else if (code === 0) resolve(Buffer.concat(output));
      else reject(new Error(`SVG drawing failed (exit ${code})`));
    });
    child.stdin.end(bytes);
  });
}
