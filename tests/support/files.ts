import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body, built by hand so tests control every byte. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; filename: string; contentType: string }> = {},
) {
  const boundary = `----quotelocal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const fileOf = (bytes: Buffer, filename: string, contentType: string) => ({
  bytes,
  filename,
  contentType,
});

export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
}

export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: '#16a34a' } })
    .gif()
    .toBuffer();
}

export function webp(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: '#dc2626' } })
    .webp()
    .toBuffer();
}

/** A JPEG carrying GPS coordinates in its EXIF, as phone photos do. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#f59e0b' } })
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1' },
    })
    .jpeg()
    .toBuffer();
}

export const svgWithScript = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50">
  <script>alert('owned')</script>
  <style>@import url("https://evil.example/track.css");</style>
  <a xlink:href="https://evil.example/track"><rect width="100" height="50" fill="#0d9488" onload="alert(1)"/></a></svg>`,
);

/** The report's 223-byte SVG: a blur and a morphology over 2000 x 2000 px took 22 s to draw. */
export const svgFilterBomb = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f"><feGaussianBlur stdDeviation="500"/><feMorphology radius="400"/></filter><rect width="2000" height="2000" fill="red" filter="url(#f)"/></svg>',
);

/** Nothing but plain shapes, yet minutes to draw: 20,000 translucent layers over 2000 x 2000 px. */
export const svgSlowToDraw = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000">${'<rect width="2000" height="2000" fill="red" opacity="0.5"/>'.repeat(20_000)}</svg>`,
);

/** A PNG header claiming 50,000 x 50,000 pixels: a decompression bomb. */
export function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
