/** Uploaded product images (POST /api/admin/images, raw bytes; served at /uploads/<name>). */
export const IMAGE_UPLOAD_PATH = '/api/admin/images';
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The content types the upload takes (the server judges the bytes, not this header). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP image.';
export const IMAGE_TOO_LARGE_MESSAGE = 'Images can be at most 5 MB.';
export const IMAGE_EMPTY_MESSAGE = 'The file is empty.';

export type ImageUploadResponse = { url: string };
