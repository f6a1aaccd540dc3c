import { describe, expect, it } from 'vitest';
import { acceptedImageTypes, imageFileProblem } from './image-file';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'x', { type });
const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it("answers in the contract's words, type before size", () => {
    expect(imageFileProblem('quoteImage', file('image/svg+xml', 6 * MB))).toEqual({
      title: 'Invalid file type',
      description: 'Only JPG, PNG, GIF and WebP images are allowed.',
    });
    expect(imageFileProblem('quoteImage', file('image/webp', 5 * MB + 1))).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 5MB.',
    });
    expect(imageFileProblem('quoteImage', file('image/webp', 5 * MB))).toBeNull();
  });

  it('takes each side of a conversation at its own size', () => {
    const sevenMb = file('image/png', 7 * MB);
    expect(imageFileProblem('customerMessageImage', sevenMb)?.description).toBe(
      'Please select an image smaller than 5MB.',
    );
    expect(imageFileProblem('businessMessageImage', sevenMb)).toBeNull();
    expect(imageFileProblem('businessMessageImage', file('', 10))?.description).toBe(
      'Please select an image file.',
    );
  });

  it('asks for a photo when none was chosen', () => {
    expect(imageFileProblem('companyPhoto', null)).toEqual({
      title: 'Upload failed',
      description: 'Please choose a photo to upload.',
    });
    expect(imageFileProblem('companyPhoto', file('image/svg+xml', 10))).toBeNull();
  });
});

describe('acceptedImageTypes', () => {
  it("offers the kind's formats in the file picker", () => {
    expect(acceptedImageTypes('companyPhoto')).toBe('image/jpeg,image/png,image/gif,image/svg+xml');
  });
});
