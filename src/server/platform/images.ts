import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { ImageFormat, UploadRule } from '@/contract/upload';
import { HttpError } from './errors';
import { checkSvgMarkup, rasteriseSvg } from './svg';

/** Beyond this many pixels an image is refused before it is decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEB_WIDTH = 1600;
const THUMB_WIDTH = 480;
const SVG_RASTER_SIZE = 2000;

/** What an upload may be, and the message for anything else (a kind of UPLOAD_RULES). */
export type ImageRules = Pick<UploadRule, 'formats' | 'wrongType'>;

export interface InspectedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Decides what a file is from its bytes, never from its name or declared type. */
export async function inspectImage(bytes: Buffer, rules: ImageRules): Promise<InspectedImage> {
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel count is checked below, before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, rules.wrongType);
  }
  const format: string = metadata.format;
  if (!(rules.formats as readonly string[]).includes(format))
    throw new HttpError(400, rules.wrongType);
  const { width = 0, height = 0 } = metadata;
  const frames = metadata.pages ?? 1;
  if (width <= 0 || height <= 0) throw new HttpError(400, rules.wrongType);
  if (width * height * frames > MAX_INPUT_PIXELS) {
    throw new HttpError(400, 'This image is too large in pixels. Please upload a smaller image.');
  }
  if (format === 'svg') checkSvgMarkup(bytes);
  return { format: format as ImageFormat, width, height };
}

export interface Rendition {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface ImageRenditions {
  /** Re-encoded as it came (SVG rasterised to PNG), oriented, metadata (GPS!) stripped. */
  original: Rendition;
  thumb: Rendition;
}

/** Beyond this a raster pipeline is stopped (checked by the library as it works through the image). */
const PIPELINE_TIMEOUT_SECONDS = 5;

/** An oriented raster pipeline with a time limit; a GIF keeps its frames. */
const pipeline = (input: Buffer, animated: boolean) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
    .timeout({ seconds: PIPELINE_TIMEOUT_SECONDS })
    .rotate();

const resizedWebp = (input: Buffer, width: number, animated: boolean) =>
  pipeline(input, animated)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });

const renditionOf = (r: { data: Buffer; info: OutputInfo }, type: string): Rendition => ({
  bytes: r.data,
  contentType: type,
  width: r.info.width,
  height: r.info.pageHeight ?? r.info.height,
});

/**
 * Re-encodes every upload: nothing a user sent is ever served byte for byte. SVG is rasterised
 * (in a process of its own, with a deadline), so no script or external reference in it can ever
 * run or load. A file whose header reads well but whose pixels do not decode (truncated, or an
 * image header glued to HTML) is refused as not an image. The original and the thumbnail are made
 * one after the other (one image holds one thread of the pool at a time), the thumbnail straight
 * from the upload (a JPEG is decoded at a fraction of its size); the web rendition is made later,
 * from the original (renderWebRendition, in a job: docs/decisions/011).
 */
export async function renderImage(
  bytes: Buffer,
  image: InspectedImage,
  rules: ImageRules,
): Promise<ImageRenditions> {
  const notAnImage = (error: unknown) => {
    throw error instanceof HttpError ? error : new HttpError(400, rules.wrongType);
  };
  const source =
    image.format === 'svg'
      ? await rasteriseSvg(bytes, svgDensity(image), MAX_INPUT_PIXELS).catch(notAnImage)
      : bytes;
  const format = image.format === 'svg' ? 'png' : image.format;
  const animated = format === 'gif';
  const encodeOriginal = () => {
    const oriented = pipeline(source, animated);
    switch (format) {
      case 'jpeg':
        // libjpeg-turbo's encoder: mozjpeg's made files 8 % smaller in 8 times the time (450 ms
        // for a 2400 × 1800 photo), which the person uploading waited for.
        return oriented.jpeg({ quality: 88 });
      case 'gif':
        return oriented.gif();
      case 'webp':
        return oriented.webp({ quality: 88 });
      case 'png':
        return oriented.png();
    }
  };

  try {
    const original = await encodeOriginal().toBuffer({ resolveWithObject: true });
    const thumb = await resizedWebp(source, THUMB_WIDTH, animated);
    return {
      original: renditionOf(original, `image/${format}`),
      thumb: renditionOf(thumb, 'image/webp'),
    };
  } catch (error) {
    return notAnImage(error);
  }
}

/** The web rendition (1600 px WebP) of an original that renderImage made, of this content type. */
export async function renderWebRendition(
  original: Buffer,
  contentType: string,
): Promise<Rendition> {
  return renditionOf(
    await resizedWebp(original, WEB_WIDTH, contentType === 'image/gif'),
    'image/webp',
  );
}

/** A stored original as a PNG within width × height (a PDF's logo: pdfkit draws PNG and JPEG only). */
export async function renderPngWithin(
  original: Buffer,
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(width, height, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** SVGs declare a size in CSS pixels; draw them about 2000 px on their longer side. */
function svgDensity({ width, height }: InspectedImage): number {
  const longer = Math.max(width, height, 1);
  return Math.max(1, Math.min(600, Math.round((72 * SVG_RASTER_SIZE) / longer)));
}
