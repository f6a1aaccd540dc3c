import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from './errors';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'svg';

/** Beyond this many pixels an image is refused before it is decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEB_WIDTH = 1600;
const THUMB_WIDTH = 480;
const SVG_RASTER_WIDTH = 2000;

export interface ImageRules {
  allowed: readonly ImageFormat[];
  /** The message for anything that is not one of the allowed images. */
  wrongType: string;
}

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
  if (!(rules.allowed as readonly string[]).includes(format))
    throw new HttpError(400, rules.wrongType);
  const { width = 0, height = 0 } = metadata;
  const frames = metadata.pages ?? 1;
  if (width <= 0 || height <= 0) throw new HttpError(400, rules.wrongType);
  if (width * height * frames > MAX_INPUT_PIXELS) {
    throw new HttpError(400, 'This image is too large in pixels. Please upload a smaller image.');
  }
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
  web: Rendition;
  thumb: Rendition;
}

/**
 * Re-encodes every upload: nothing a user sent is ever served byte for byte. SVG is rasterised,
 * so no script or external reference in it can ever run or load. A file whose header reads well
 * but whose pixels do not decode (truncated, or an image header glued to HTML) is refused as not
 * an image.
 */
export async function renderImage(
  bytes: Buffer,
  image: InspectedImage,
  rules: ImageRules,
): Promise<ImageRenditions> {
  const animated = image.format === 'gif';
  const input = () =>
    sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated,
      ...(image.format === 'svg' ? { density: svgDensity(image.width) } : {}),
    }).rotate();

  const encodeOriginal = () => {
    switch (image.format) {
      case 'jpeg':
        return input().jpeg({ quality: 88, mozjpeg: true });
      case 'gif':
        return input().gif();
      case 'webp':
        return input().webp({ quality: 88 });
      case 'png':
      case 'svg':
        return input().png();
    }
  };
  const contentType = image.format === 'svg' ? 'image/png' : `image/${image.format}`;
  const resized = (width: number) =>
    input()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });

  const [original, web, thumb] = await Promise.all([
    encodeOriginal().toBuffer({ resolveWithObject: true }),
    resized(WEB_WIDTH),
    resized(THUMB_WIDTH),
  ]).catch(() => {
    throw new HttpError(400, rules.wrongType);
  });
  const rendition = (r: { data: Buffer; info: OutputInfo }, type: string): Rendition => ({
    bytes: r.data,
    contentType: type,
    width: r.info.width,
    height: r.info.pageHeight ?? r.info.height,
  });
  return {
    original: rendition(original, contentType),
    web: rendition(web, 'image/webp'),
    thumb: rendition(thumb, 'image/webp'),
  };
}

/** SVGs declare a size in CSS pixels; render them about 2000 px wide. */
function svgDensity(width: number): number {
  return Math.max(1, Math.min(600, Math.round((72 * SVG_RASTER_WIDTH) / Math.max(width, 1))));
}
