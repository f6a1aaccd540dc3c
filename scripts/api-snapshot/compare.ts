/**
 * Compares two recordings (./record.ts) byte for byte, file by file: prints each request whose
 * answer differs with a diff (JSON bodies indented for reading; the comparison itself is of the
 * bytes), and each request only one recording made. Returns how many differ.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Lines of diff shown per request; the files hold the rest. */
const SHOWN_LINES = 120;

export async function compare(dirA: string, dirB: string): Promise<number> {
  const [filesA, filesB] = await Promise.all([readdir(dirA), readdir(dirB)]);
  const inB = new Set(filesB);
  const inA = new Set(filesA);
  const scratch = await mkdtemp(path.join(tmpdir(), 'quotelocal-snapshot-diff-'));
  let differing = 0;
  try {
    for (const file of filesA.filter((f) => !inB.has(f)).sort()) {
      console.log(`\n### only in ${dirA}: ${file}`);
      differing++;
    }
    for (const file of filesB.filter((f) => !inA.has(f)).sort()) {
      console.log(`\n### only in ${dirB}: ${file}`);
      differing++;
    }
    for (const file of filesA.filter((f) => inB.has(f)).sort()) {
      const [a, b] = await Promise.all([
        readFile(path.join(dirA, file)),
        readFile(path.join(dirB, file)),
      ]);
      if (a.equals(b)) continue;
      differing++;
      console.log(`\n### ${file}`);
      console.log(await showDiff(scratch, readable(a), readable(b), dirA, dirB));
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const total = new Set([...filesA, ...filesB]).size;
  console.log(`\n${differing} of ${total} answers differ`);
  return differing;
}

/** The recorded answer with a JSON body indented, one value a line, for a diff a person can read. */
function readable(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  const blank = text.indexOf('\n\n');
  const [head, body] = blank < 0 ? [text, ''] : [text.slice(0, blank), text.slice(blank + 2)];
  if (!/^content-type: application\/json/m.test(head)) return text;
  try {
    return `${head}\n\n${JSON.stringify(JSON.parse(body), null, 2)}\n`;
  } catch {
    return text;
  }
}

async function showDiff(
  scratch: string,
  a: string,
  b: string,
  labelA: string,
  labelB: string,
): Promise<string> {
  const [fileA, fileB] = [path.join(scratch, 'a'), path.join(scratch, 'b')];
  await Promise.all([writeFile(fileA, a), writeFile(fileB, b)]);
  const diff = spawnSync('diff', ['-u', '--label', labelA, '--label', labelB, fileA, fileB], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const lines = diff.stdout.split('\n');
  if (lines.length <= 1) {
    return '(the same once JSON is indented: the bytes differ in spacing or escapes)';
  }
  return lines.length > SHOWN_LINES
    ? [...lines.slice(0, SHOWN_LINES), `… ${lines.length - SHOWN_LINES} more lines`].join('\n')
    : diff.stdout;
}
