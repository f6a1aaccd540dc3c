import { z } from 'zod';
import { MESSAGE_REQUIRED, type SenderType } from './message';

export const uploadResponseSchema = z.object({ objectId: z.number().int() });

/** The image formats the server can read, named as the server's image library names them. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'svg';

/** The type a browser declares for a file of each format. */
export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export interface UploadRule {
  /** The largest file taken; the server cuts a larger one off while it streams in (413). */
  maxBytes: number;
  /** What the file may be: by its bytes on the server, by its declared type in the browser. */
  formats: readonly ImageFormat[];
  /** No file came (400). */
  missing: string;
  /** The file is larger than maxBytes (413). */
  tooLarge: string;
  /** The file is not one of the formats (400). */
  wrongType: string;
  /** The titles of the browser's toasts that show those three messages. */
  titles: { missing: string; tooLarge: string; wrongType: string };
}

const MB = 1024 * 1024;
const sameTitle = (title: string) => ({ missing: title, tooLarge: title, wrongType: title });

/** A message may come without an image, never without both: its "missing" is the message's. */
const messageImage = {
  formats: ['jpeg', 'png', 'gif', 'webp'],
  missing: MESSAGE_REQUIRED,
  wrongType: 'Please select an image file.',
  titles: { missing: 'Message required', tooLarge: 'Error', wrongType: 'Error' },
} as const;

/**
 * Every kind of image a user sends, with SPEC §5's limits and words: the server's upload reader and
 * the browser's check before sending (checkImageFile) both read them here. A message's image has
 * one rule per side of the conversation.
 */
export const UPLOAD_RULES = {
  /** POST /api/upload/single: a business's logo (or any form's image). */
  logo: {
    maxBytes: 5 * MB,
    formats: ['jpeg', 'png', 'gif', 'webp', 'svg'],
    missing: 'Please choose an image file to upload.',
    tooLarge: 'File too large. The maximum size is 5 MB.',
    wrongType: 'Please upload a JPG, PNG, GIF, WebP or SVG image.',
    titles: sameTitle('File upload failed'),
  },
  companyPhoto: {
    maxBytes: 5 * MB,
    formats: ['jpeg', 'png', 'gif', 'svg'],
    missing: 'Please choose a photo to upload.',
    tooLarge: 'Photo must be 5 MB or smaller.',
    wrongType: 'Please upload a JPG, PNG, GIF or SVG image.',
    titles: sameTitle('Upload failed'),
  },
  quoteImage: {
    maxBytes: 5 * MB,
    formats: ['jpeg', 'png', 'gif', 'webp'],
    missing: 'Please choose an image to upload.',
    tooLarge: 'Maximum file size is 5MB.',
    wrongType: 'Only JPG, PNG, GIF and WebP images are allowed.',
    titles: {
      missing: 'Upload failed',
      tooLarge: 'File too large',
      wrongType: 'Invalid file type',
    },
  },
  /** Sent by the customer. */
  customerMessageImage: {
    ...messageImage,
    maxBytes: 5 * MB,
    tooLarge: 'Please select an image smaller than 5MB.',
  },
  /** Sent by the business. */
  businessMessageImage: {
    ...messageImage,
    maxBytes: 10 * MB,
    tooLarge: 'Please select an image under 10MB',
  },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;

/** The rule for the image of a message, by the side of the conversation that sends it. */
export const messageImageKind = (side: SenderType): UploadKind =>
  side === 'user' ? 'customerMessageImage' : 'businessMessageImage';
